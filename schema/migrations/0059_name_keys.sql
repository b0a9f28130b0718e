DROP INDEX `oils_name_lower`;--> statement-breakpoint
ALTER TABLE `oils` ADD `name_key` text;--> statement-breakpoint
-- The Worker keys names with NFKC and a full case fold; SQL has neither, and the names so far were unique by lower().
UPDATE `oils` SET `name_key` = lower(trim(`name`));--> statement-breakpoint
CREATE UNIQUE INDEX `oils_name_key` ON `oils` (`name_key`);--> statement-breakpoint
DROP INDEX `products_name_lower`;--> statement-breakpoint
ALTER TABLE `products` ADD `name_key` text;--> statement-breakpoint
UPDATE `products` SET `name_key` = lower(trim(`name`));--> statement-breakpoint
CREATE UNIQUE INDEX `products_name_key` ON `products` (`name_key`);