CREATE TABLE `cart_items` (
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`added_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `newsletter_signups` (
	`email` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `oils` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`price` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `oils_cart_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`oil_id` text NOT NULL,
	`name` text NOT NULL,
	`volume` integer NOT NULL,
	`price` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`oil_id`) REFERENCES `oils`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `oils_cart_items_user` ON `oils_cart_items` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `oils_order_items` (
	`order_id` text NOT NULL,
	`position` integer NOT NULL,
	`oil_id` text NOT NULL,
	`name` text NOT NULL,
	`volume` integer NOT NULL,
	`price` integer NOT NULL,
	PRIMARY KEY(`order_id`, `position`),
	FOREIGN KEY (`order_id`) REFERENCES `oils_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`oil_id`) REFERENCES `oils`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `oils_orders` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`user_id` text NOT NULL,
	`total_price` integer NOT NULL,
	`idempotency_key` text,
	`request_hash` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `oils_orders_id` ON `oils_orders` (`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `oils_orders_user_idempotency` ON `oils_orders` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `oils_orders_user_seq` ON `oils_orders` (`user_id`,`seq`);--> statement-breakpoint
CREATE INDEX `oils_orders_created_at` ON `oils_orders` (`created_at`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`order_id` text NOT NULL,
	`product_id` text NOT NULL,
	`name` text NOT NULL,
	`image` text NOT NULL,
	`price` integer NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY(`order_id`, `product_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `order_status_history` (
	`order_id` text NOT NULL,
	`status` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_status_history_order` ON `order_status_history` (`order_id`,`at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`alternate_phone` text,
	`address` text NOT NULL,
	`apartment` text,
	`city` text NOT NULL,
	`country` text NOT NULL,
	`shipping_method` text NOT NULL,
	`subtotal` integer NOT NULL,
	`shipping_cost` integer NOT NULL,
	`gift_wrapping_cost` integer NOT NULL,
	`total` integer NOT NULL,
	`idempotency_key` text,
	`request_hash` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_id` ON `orders` (`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_user_idempotency` ON `orders` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_user_seq` ON `orders` (`user_id`,`seq`);--> statement-breakpoint
CREATE INDEX `orders_created_at` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_seq` ON `orders` (`status`,`seq`);--> statement-breakpoint
CREATE TABLE `product_tags` (
	`tag` text NOT NULL,
	`product_id` text NOT NULL,
	PRIMARY KEY(`tag`, `product_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`price` integer NOT NULL,
	`compare_at_price` integer,
	`stock` integer NOT NULL,
	`image` text NOT NULL,
	`scent_type` text NOT NULL,
	CONSTRAINT "products_stock_not_negative" CHECK("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE INDEX `products_name_lower` ON `products` (lower("name"));--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `quotes_created_at` ON `quotes` (`created_at`);--> statement-breakpoint
CREATE TABLE `throttle_events` (
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `throttle_events_key_at` ON `throttle_events` (`key`,`at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email` ON `users` (`email`);