ALTER TABLE `quotes` ADD `handled_at` integer;--> statement-breakpoint
ALTER TABLE `quotes` ADD `handled_by` text REFERENCES users(id);--> statement-breakpoint
CREATE INDEX `quotes_handled_created` ON `quotes` (`handled_at`,`created_at`);