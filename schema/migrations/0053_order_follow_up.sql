CREATE TABLE `oils_order_confirmation_history` (
	`order_id` text NOT NULL,
	`confirmation` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `oils_orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `oils_order_confirmation_history_order` ON `oils_order_confirmation_history` (`order_id`,`at`);--> statement-breakpoint
CREATE TABLE `oils_order_status_history` (
	`order_id` text NOT NULL,
	`status` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `oils_orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `oils_order_status_history_order` ON `oils_order_status_history` (`order_id`,`at`);--> statement-breakpoint
CREATE TABLE `order_confirmation_history` (
	`order_id` text NOT NULL,
	`confirmation` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_confirmation_history_order` ON `order_confirmation_history` (`order_id`,`at`);--> statement-breakpoint
ALTER TABLE `oils_orders` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `oils_orders` ADD `city` text;--> statement-breakpoint
ALTER TABLE `oils_orders` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `oils_orders` ADD `confirmation` text DEFAULT 'not-contacted' NOT NULL;--> statement-breakpoint
CREATE INDEX `oils_orders_status_created` ON `oils_orders` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `confirmation` text DEFAULT 'not-contacted' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `courier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
CREATE INDEX `orders_confirmation_created` ON `orders` (`confirmation`,`created_at`);--> statement-breakpoint
-- Oils orders placed before they had a status start 'pending' (the column's default); their history says so, from the time they were placed.
INSERT INTO `oils_order_status_history` (`order_id`, `status`, `at`) SELECT `id`, 'pending', `created_at` FROM `oils_orders`;
