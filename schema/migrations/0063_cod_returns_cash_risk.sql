CREATE TABLE `blocked_phones` (
	`phone` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`at` integer NOT NULL,
	`by` text NOT NULL,
	FOREIGN KEY (`by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `blocked_phones_at` ON `blocked_phones` (`at`,`phone`);--> statement-breakpoint
CREATE TABLE `remittances` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`courier` text NOT NULL,
	`reference` text NOT NULL,
	`total` integer NOT NULL,
	`at` integer NOT NULL,
	`by` text NOT NULL,
	FOREIGN KEY (`by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `remittances_id` ON `remittances` (`id`);--> statement-breakpoint
CREATE INDEX `remittances_at_seq` ON `remittances` (`at`,`seq`);--> statement-breakpoint
DROP INDEX `oils_orders_phone`;--> statement-breakpoint
ALTER TABLE `oils_orders` ADD `return_reason` text;--> statement-breakpoint
CREATE INDEX `oils_orders_phone` ON `oils_orders` (`phone`,`status`,`return_reason`);--> statement-breakpoint
DROP INDEX `orders_phone`;--> statement-breakpoint
ALTER TABLE `orders` ADD `cash` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `remittance_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `return_reason` text;--> statement-breakpoint
CREATE INDEX `orders_cash_courier` ON `orders` (`cash`,`courier`,`total`);--> statement-breakpoint
CREATE INDEX `orders_remittance` ON `orders` (`remittance_id`);--> statement-breakpoint
CREATE INDEX `orders_phone` ON `orders` (`phone`,`status`,`return_reason`);--> statement-breakpoint
ALTER TABLE `oils_order_status_history` ADD `reason` text;--> statement-breakpoint
ALTER TABLE `oils_order_status_history` ADD `restock` integer;--> statement-breakpoint
ALTER TABLE `order_status_history` ADD `reason` text;--> statement-breakpoint
ALTER TABLE `order_status_history` ADD `restock` integer;--> statement-breakpoint
-- Orders delivered before the shop followed the cash: the courier still holds it, as far as the shop knows.
UPDATE `orders` SET `cash` = 'with-courier' WHERE `status` = 'delivered';
