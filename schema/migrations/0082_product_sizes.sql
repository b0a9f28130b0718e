CREATE TABLE `product_sizes` (
	`product_id` text NOT NULL,
	`ml` integer NOT NULL,
	`price` integer NOT NULL,
	`stock` integer NOT NULL,
	PRIMARY KEY(`product_id`, `ml`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "product_sizes_stock_not_negative" CHECK("product_sizes"."stock" >= 0)
);
--> statement-breakpoint
DROP INDEX `order_items_order_product`;--> statement-breakpoint
ALTER TABLE `order_items` ADD `size_ml` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `order_items_order_product_size` ON `order_items` (`order_id`,`product_id`,CASE WHEN "size_ml" IS NULL THEN 0 ELSE "size_ml" END);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_cart_items` (
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`ml` integer DEFAULT 0 NOT NULL,
	`quantity` integer NOT NULL,
	`added_at` integer NOT NULL,
	`added_price` integer,
	`added_sale_id` text,
	PRIMARY KEY(`user_id`, `product_id`, `ml`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_cart_items`("user_id", "product_id", "ml", "quantity", "added_at", "added_price", "added_sale_id") SELECT "user_id", "product_id", 0, "quantity", "added_at", "added_price", "added_sale_id" FROM `cart_items`;--> statement-breakpoint
DROP TABLE `cart_items`;--> statement-breakpoint
ALTER TABLE `__new_cart_items` RENAME TO `cart_items`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
-- A tester's price or stock is on its perfume's page and in the search as the bottle's is (0081_catalog_version).
CREATE TRIGGER `catalog_version_product_sizes_insert` AFTER INSERT ON `product_sizes` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_sizes_update` AFTER UPDATE ON `product_sizes` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `catalog_version_product_sizes_delete` AFTER DELETE ON `product_sizes` BEGIN UPDATE `catalog_version` SET `version` = random() >> 12 WHERE `id` = 1; END;--> statement-breakpoint
-- A cancelled order's tester and sample lines go back to their sizes' stock, as a restocked return's do, when its
-- status history row is written: that row is written once per cancellation or return, by whichever of two racing
-- admins wins, so the stock comes back once (the bottles' is put back by the same batch, worker/products/stock.ts).
-- A size the owner has removed since takes nothing back.
CREATE TRIGGER `product_sizes_restock` AFTER INSERT ON `order_status_history`
WHEN NEW.status = 'cancelled' OR (NEW.status = 'returned' AND NEW.restock = 1)
BEGIN
  UPDATE product_sizes SET stock = stock + (
    SELECT i.quantity FROM order_items i
    WHERE i.order_id = NEW.order_id AND i.product_id = product_sizes.product_id AND i.size_ml = product_sizes.ml
  )
  WHERE EXISTS (
    SELECT 1 FROM order_items i
    WHERE i.order_id = NEW.order_id AND i.product_id = product_sizes.product_id AND i.size_ml = product_sizes.ml
  );
END;
