ALTER TABLE `remittances` ADD `amount_received` integer;--> statement-breakpoint
ALTER TABLE `remittances` ADD `charges` text DEFAULT '[]' NOT NULL;