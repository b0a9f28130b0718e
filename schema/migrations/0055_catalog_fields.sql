DROP INDEX `products_name_lower`;--> statement-breakpoint
-- SQLite adds a NOT NULL column only with a default; every row gets its slug below, before the unique index.
ALTER TABLE `products` ADD `slug` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `notes_top` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `notes_heart` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `notes_base` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `concentration` text DEFAULT 'eau de parfum' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `size_ml` integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `low_stock_at` integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `images` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `featured` text;--> statement-breakpoint
ALTER TABLE `products` ADD `archived` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `published_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows before the catalog fields are the seed's, whose ids are the slugs of their names (schema/slug.ts); their one
-- image becomes the list of photos, they are published, and the home page's sale and featured perfumes say so.
UPDATE `products` SET `slug` = `id`, `images` = json_array(`image`), `published_at` = CAST(strftime('%s', 'now') AS INTEGER) * 1000,
  `updated_at` = CAST(strftime('%s', 'now') AS INTEGER) * 1000;--> statement-breakpoint
UPDATE `products` SET `featured` = 'sale' WHERE `id` IN ('blue-mist', 'royal-ruby', 'encharntess', 'angels-kiss', 'sir-al-shams');--> statement-breakpoint
UPDATE `products` SET `featured` = 'miraj' WHERE `id` = 'miraj';--> statement-breakpoint
CREATE UNIQUE INDEX `products_slug` ON `products` (`slug`);--> statement-breakpoint
CREATE INDEX `products_archived_name` ON `products` (`archived`,lower("name"));--> statement-breakpoint
CREATE INDEX `products_featured` ON `products` (`featured`);--> statement-breakpoint
CREATE UNIQUE INDEX `products_name_lower` ON `products` (lower("name"));--> statement-breakpoint
ALTER TABLE `oils` ADD `available` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `oils` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `oils_name_lower` ON `oils` (lower("name"));