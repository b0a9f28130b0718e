-- Where each booked parcel is in the shop's words, as its courier's tracking last said; a booked order marked delivered by hand is tracked until its courier says delivered or returned. Parcels the courier already delivered say so, so the sync does not ask about them again.
ALTER TABLE `courier_bookings` ADD `parcel_state` text;
--> statement-breakpoint
UPDATE `courier_bookings` SET `parcel_state` = 'delivered' WHERE `order_id` IN (
  SELECT `order_id` FROM `order_status_history` WHERE `status` = 'delivered' AND `by_role` LIKE 'courier:%'
);
