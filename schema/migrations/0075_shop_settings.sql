CREATE TABLE `shop_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`courier_restock` text DEFAULT 'unless-damaged' NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "shop_settings_one_row" CHECK("shop_settings"."id" = 1)
);
