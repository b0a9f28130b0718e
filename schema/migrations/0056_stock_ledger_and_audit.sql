CREATE TABLE `audit_log` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`by` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`target_name` text NOT NULL,
	`before` text,
	`after` text,
	FOREIGN KEY (`by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_seq` ON `audit_log` (`at`,`seq`);--> statement-breakpoint
CREATE TABLE `stock_entries` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` text NOT NULL,
	`change` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`stock_after` integer NOT NULL,
	`at` integer NOT NULL,
	`by` text,
	`order_id` text,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `stock_entries_product_seq` ON `stock_entries` (`product_id`,`seq`);--> statement-breakpoint
-- Each product's stock before the ledger becomes its first entry, so its stock is the sum of its entries from now on.
INSERT INTO `stock_entries` (`product_id`, `change`, `reason`, `note`, `stock_after`, `at`)
  SELECT `id`, `stock`, 'restock', 'Opening stock', `stock`, CAST(strftime('%s', 'now') AS INTEGER) * 1000 FROM `products` WHERE `stock` > 0;
