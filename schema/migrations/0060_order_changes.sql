CREATE TABLE `order_events` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`detail` text NOT NULL,
	`at` integer NOT NULL,
	`by` text NOT NULL,
	`by_role` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_events_order` ON `order_events` (`order_id`,`seq`);--> statement-breakpoint
ALTER TABLE `oils_order_confirmation_history` ADD `by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `oils_order_confirmation_history` ADD `by_role` text;--> statement-breakpoint
ALTER TABLE `oils_order_status_history` ADD `by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `oils_order_status_history` ADD `by_role` text;--> statement-breakpoint
ALTER TABLE `oils_orders` ADD `confirm_token` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Orders placed before the confirmation link get theirs: 128 random bits each, as new orders.
UPDATE `oils_orders` SET `confirm_token` = lower(hex(randomblob(16)));--> statement-breakpoint
CREATE UNIQUE INDEX `oils_orders_confirm_token` ON `oils_orders` (`confirm_token`);--> statement-breakpoint
ALTER TABLE `order_confirmation_history` ADD `by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `order_confirmation_history` ADD `by_role` text;--> statement-breakpoint
ALTER TABLE `order_status_history` ADD `by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `order_status_history` ADD `by_role` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirm_token` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `orders` SET `confirm_token` = lower(hex(randomblob(16)));--> statement-breakpoint
CREATE UNIQUE INDEX `orders_confirm_token` ON `orders` (`confirm_token`);