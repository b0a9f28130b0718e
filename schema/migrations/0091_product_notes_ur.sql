-- The owner's own Urdu name of each note, by the note's English name: the Urdu pages say it where the shop's word list has none or says it otherwise. Every product starts with none.
ALTER TABLE `products` ADD `notes_ur` text DEFAULT '{}' NOT NULL;
--> statement-breakpoint
-- The Urdu names are shown on the pages, so a change of them is a change of the catalog's version, as any other
-- column a page shows.
DROP TRIGGER `catalog_version_products_update`;
--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_update` AFTER UPDATE OF `id`, `name`, `description`, `price`,
	`compare_at_price`, `image`, `scent_type`, `slug`, `notes_top`, `notes_heart`, `notes_base`, `concentration`,
	`size_ml`, `low_stock_at`, `images`, `featured`, `archived`, `published_at`, `version`, `updated_at`, `name_key`,
	`description_ur`, `notes_ur` ON `products`
BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;
