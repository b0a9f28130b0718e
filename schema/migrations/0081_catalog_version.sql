CREATE TABLE `catalog_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- One row, changed by every write to what a perfume's page or a search shows, whatever wrote it (the API, the
-- owner's commands, a SQL console): the Worker caches those pages under it. A new random number each time rather
-- than a count, so no two states of a catalog share a version, even one restored from a backup or made afresh
-- (52 bits: a JavaScript number holds it whole).
INSERT INTO `catalog_version` (`id`, `version`) VALUES (1, random() >> 12);--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_insert` AFTER INSERT ON `products` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_update` AFTER UPDATE ON `products` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_products_delete` AFTER DELETE ON `products` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_tags_insert` AFTER INSERT ON `product_tags` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_tags_update` AFTER UPDATE ON `product_tags` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_tags_delete` AFTER DELETE ON `product_tags` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_sales_insert` AFTER INSERT ON `sales` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_sales_update` AFTER UPDATE ON `sales` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_sales_delete` AFTER DELETE ON `sales` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_sale_items_insert` AFTER INSERT ON `sale_items` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_sale_items_update` AFTER UPDATE ON `sale_items` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_sale_items_delete` AFTER DELETE ON `sale_items` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_reviews_insert` AFTER INSERT ON `reviews` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_reviews_update` AFTER UPDATE ON `reviews` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_reviews_delete` AFTER DELETE ON `reviews` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;
