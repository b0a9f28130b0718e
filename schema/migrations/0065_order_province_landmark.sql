ALTER TABLE `orders` ADD `province` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `landmark` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_notes` text;