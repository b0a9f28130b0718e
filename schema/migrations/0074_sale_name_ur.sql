ALTER TABLE `sales` ADD `name_ur` text;--> statement-breakpoint
-- The seed's Eid sale, as long as the owner has not edited it, gets its Urdu name, as a fresh seed writes it.
UPDATE `sales` SET `name_ur` = 'عید سیل' WHERE `id` = 'eid-sale' AND `version` = 0;
