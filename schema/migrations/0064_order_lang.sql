ALTER TABLE `oils_orders` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `lang` text DEFAULT 'en' NOT NULL;