-- An order takes stock, and the catalog's version used to change with it: at a sale's busiest, every perfume's page
-- the Worker had drawn and cached was drawn again after each order. What a page or a search shows of the stock is
-- only whether there is any and, at or under the perfume's low-stock mark, how many are left ('Only 3 left'); a size
-- shows only whether there is any. So a write of the stock alone changes the version when it changes one of those,
-- and a write of any other column of a perfume or a size changes it as before. The columns are named: a column added
-- to either table must be added to its trigger here (tests/worker/catalog-version.test.ts checks they are all named).
DROP TRIGGER `catalog_version_products_update`;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_update` AFTER UPDATE OF `id`, `name`, `description`, `price`,
	`compare_at_price`, `image`, `scent_type`, `slug`, `notes_top`, `notes_heart`, `notes_base`, `concentration`,
	`size_ml`, `low_stock_at`, `images`, `featured`, `archived`, `published_at`, `version`, `updated_at`, `name_key`,
	`description_ur` ON `products`
BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_stock` AFTER UPDATE OF `stock` ON `products`
WHEN (old.`stock` > 0) <> (new.`stock` > 0)
	OR (old.`stock` <> new.`stock` AND (old.`stock` <= new.`low_stock_at` OR new.`stock` <= new.`low_stock_at`))
BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;
--> statement-breakpoint
DROP TRIGGER `catalog_version_product_sizes_update`;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_sizes_update` AFTER UPDATE OF `product_id`, `ml`, `price` ON `product_sizes`
BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_sizes_stock` AFTER UPDATE OF `stock` ON `product_sizes`
WHEN (old.`stock` > 0) <> (new.`stock` > 0)
BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;
