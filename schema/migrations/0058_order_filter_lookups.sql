CREATE INDEX `order_items_product` ON `order_items` (`product_id`,`order_id`);--> statement-breakpoint
CREATE INDEX `orders_tracking_number` ON `orders` (`tracking_number`);