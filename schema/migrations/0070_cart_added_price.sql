ALTER TABLE `cart_items` ADD `added_price` integer;--> statement-breakpoint
ALTER TABLE `cart_items` ADD `added_sale_id` text;