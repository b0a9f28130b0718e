-- Oils orders join perfume orders in one table, with a kind and a number of their own within it. Each perfume order
-- keeps its display number (its seq); each oils order keeps its id, its display number (its seq in oils_orders, now
-- its number), its confirmation link, its times, its lines and both its histories.
ALTER TABLE `orders` ADD `kind` text DEFAULT 'perfume' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `number` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `orders` SET `number` = `seq`;--> statement-breakpoint
DROP INDEX `orders_user_idempotency`;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_user_idempotency` ON `orders` (`user_id`,`kind`,`idempotency_key`);--> statement-breakpoint
-- An oils order has only a phone and a city, either null before the wholesale page asked: the rest stays empty.
INSERT INTO `orders` (`id`, `kind`, `number`, `user_id`, `status`, `first_name`, `last_name`, `email`, `phone`,
  `address`, `city`, `country`, `shipping_method`, `subtotal`, `shipping_cost`, `gift_wrapping_cost`, `total`,
  `idempotency_key`, `request_hash`, `created_at`, `confirmation`, `confirm_token`, `return_reason`, `lang`)
  SELECT `id`, 'oils', `seq`, `user_id`, `status`, '', '', '', coalesce(`phone`, ''), '', coalesce(`city`, ''), '', '',
    `total_price`, 0, 0, `total_price`, `idempotency_key`, `request_hash`, `created_at`, `confirmation`,
    `confirm_token`, `return_reason`, `lang`
  FROM `oils_orders` ORDER BY `seq`;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_kind_number` ON `orders` (`kind`,`number`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_order_items` (
	`order_id` text NOT NULL,
	`product_id` text,
	`oil_id` text,
	`volume` integer,
	`position` integer,
	`name` text NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`price` integer NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`oil_id`) REFERENCES `oils`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "order_items_perfume_or_oil" CHECK((product_id IS NULL) <> (oil_id IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_order_items`("order_id", "product_id", "name", "image", "price", "quantity") SELECT "order_id", "product_id", "name", "image", "price", "quantity" FROM `order_items`;--> statement-breakpoint
INSERT INTO `__new_order_items`("order_id", "oil_id", "volume", "position", "name", "price", "quantity") SELECT "order_id", "oil_id", "volume", "position", "name", "price", 1 FROM `oils_order_items`;--> statement-breakpoint
DROP TABLE `order_items`;--> statement-breakpoint
ALTER TABLE `__new_order_items` RENAME TO `order_items`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `order_items_order_product` ON `order_items` (`order_id`,`product_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_items_order_position` ON `order_items` (`order_id`,`position`);--> statement-breakpoint
CREATE INDEX `order_items_product` ON `order_items` (`product_id`,`order_id`);--> statement-breakpoint
CREATE INDEX `order_items_sold` ON `order_items` (`order_id`,`product_id`,`quantity`,`price`,`name`);--> statement-breakpoint
INSERT INTO `order_status_history` (`order_id`, `status`, `at`, `by`, `by_role`, `reason`, `restock`)
  SELECT `order_id`, `status`, `at`, `by`, `by_role`, `reason`, `restock` FROM `oils_order_status_history`;--> statement-breakpoint
INSERT INTO `order_confirmation_history` (`order_id`, `confirmation`, `at`, `by`, `by_role`)
  SELECT `order_id`, `confirmation`, `at`, `by`, `by_role` FROM `oils_order_confirmation_history`;--> statement-breakpoint
DROP TABLE `oils_order_confirmation_history`;--> statement-breakpoint
DROP TABLE `oils_order_items`;--> statement-breakpoint
DROP TABLE `oils_order_status_history`;--> statement-breakpoint
DROP TABLE `oils_orders`;
