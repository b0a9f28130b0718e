DROP INDEX `orders_full_name_lower`;--> statement-breakpoint
DROP INDEX `orders_last_name_lower`;--> statement-breakpoint
CREATE INDEX `orders_cash_created` ON `orders` (`cash`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_full_name_user` ON `orders` (lower("first_name" || ' ' || "last_name"),`user_id`);--> statement-breakpoint
CREATE INDEX `orders_last_name_user` ON `orders` (lower("last_name"),`user_id`);