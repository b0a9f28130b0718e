-- A tracking number is found by its key, spaces, dashes and case aside ('LE-1234-5678' is 'LE12345678'), on orders and on couriers' bookings; the index of the number as written gives way to it.
DROP INDEX `orders_tracking_number`;--> statement-breakpoint
CREATE INDEX `orders_tracking_key` ON `orders` (upper(replace(replace("tracking_number", ' ', ''), '-', '')));--> statement-breakpoint
CREATE INDEX `courier_bookings_tracking_key` ON `courier_bookings` (`courier`,upper(replace(replace("tracking_number", ' ', ''), '-', '')));
