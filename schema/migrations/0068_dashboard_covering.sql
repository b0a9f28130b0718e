CREATE INDEX `oils_orders_created_figures` ON `oils_orders` (`created_at`,`status`,`total_price`,`confirmation`,`return_reason`);--> statement-breakpoint
CREATE INDEX `oils_orders_status_total` ON `oils_orders` (`status`,`total_price`);--> statement-breakpoint
CREATE INDEX `orders_created_figures` ON `orders` (`created_at`,`status`,`total`,`confirmation`,`return_reason`,`id`);--> statement-breakpoint
CREATE INDEX `orders_status_total` ON `orders` (`status`,`total`);