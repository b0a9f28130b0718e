CREATE INDEX `oils_orders_phone` ON `oils_orders` (`phone`);--> statement-breakpoint
CREATE INDEX `orders_phone` ON `orders` (`phone`);--> statement-breakpoint
CREATE INDEX `orders_alternate_phone` ON `orders` (`alternate_phone`);--> statement-breakpoint
CREATE INDEX `orders_full_name_lower` ON `orders` (lower("first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX `orders_last_name_lower` ON `orders` (lower("last_name"));--> statement-breakpoint
CREATE INDEX `users_created_at` ON `users` (`created_at`,`id`);