CREATE TABLE `sale_items` (
	`sale_id` text NOT NULL,
	`product_id` text NOT NULL,
	`sale_price` integer NOT NULL,
	PRIMARY KEY(`sale_id`, `product_id`),
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sale_items_product` ON `sale_items` (`product_id`);--> statement-breakpoint
CREATE TABLE `sales` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`badge` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `sales_ends_at` ON `sales` (`ends_at`);
--> statement-breakpoint
-- A product on sale kept its sale price as its price and the price before as compare_at_price, shown with EID SALE
-- all year. That sale becomes the named Eid Sale (schema/sales.ts SEED_SALE): the product's price is its own again,
-- and the sale holds the price it sells at while the sale runs.
INSERT INTO `sales` (`id`, `name`, `badge`, `starts_at`, `ends_at`, `version`, `created_at`)
SELECT 'eid-sale', 'Eid Sale', 'EID SALE', 1735671600000, 4102426800000, 0, unixepoch() * 1000
WHERE EXISTS (SELECT 1 FROM `products` WHERE `compare_at_price` > `price`);
--> statement-breakpoint
INSERT INTO `sale_items` (`sale_id`, `product_id`, `sale_price`)
SELECT 'eid-sale', `id`, `price` FROM `products` WHERE `compare_at_price` > `price`;
--> statement-breakpoint
UPDATE `products` SET `price` = `compare_at_price`, `compare_at_price` = NULL WHERE `compare_at_price` > `price`;
