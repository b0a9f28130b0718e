CREATE TABLE `courier_bookings` (
	`order_id` text PRIMARY KEY NOT NULL,
	`courier` text NOT NULL,
	`reference` text NOT NULL,
	`state` text NOT NULL,
	`tracking_number` text,
	`attempt_at` integer NOT NULL,
	`booked_at` integer,
	`by` text NOT NULL,
	`courier_status` text,
	`event_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `courier_bookings_tracking` ON `courier_bookings` (`courier`,`tracking_number`);--> statement-breakpoint
CREATE TABLE `courier_connections` (
	`courier` text PRIMARY KEY NOT NULL,
	`credentials` text NOT NULL,
	`hint` text NOT NULL,
	`pickup_address` text,
	`default_weight_grams` integer,
	`connected_at` integer NOT NULL,
	`connected_by` text NOT NULL,
	`last_sync_at` integer,
	`last_error` text,
	FOREIGN KEY (`connected_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
