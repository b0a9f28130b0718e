ALTER TABLE `courier_bookings` ADD `payment_settled` integer;--> statement-breakpoint
ALTER TABLE `courier_bookings` ADD `payment_reference` text;--> statement-breakpoint
ALTER TABLE `courier_bookings` ADD `payment_amount` integer;--> statement-breakpoint
ALTER TABLE `courier_bookings` ADD `payment_date` text;--> statement-breakpoint
ALTER TABLE `courier_bookings` ADD `payment_checked_at` integer;--> statement-breakpoint
ALTER TABLE `remittances` ADD `synced_from` text;