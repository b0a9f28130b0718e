-- A returned order's stock entries keep why it came back as its code, which each console words in its own language, and a written-off one how many bottles, where both were English words in the note.
ALTER TABLE `stock_entries` ADD `return_reason` text;--> statement-breakpoint
ALTER TABLE `stock_entries` ADD `written_off` integer;--> statement-breakpoint
UPDATE `stock_entries`
SET `written_off` = CAST(substr(`note`, 1, instr(`note`, ' ') - 1) AS INTEGER),
  `note` = substr(`note`, instr(`note`, ' written off, returned: ') + 24)
WHERE `reason` = 'damaged' AND `order_id` IS NOT NULL AND `note` GLOB '[0-9]* written off, returned: *';--> statement-breakpoint
UPDATE `stock_entries`
SET `return_reason` = CASE `note`
    WHEN 'Refused at the door' THEN 'refused'
    WHEN 'Customer unreachable' THEN 'unreachable'
    WHEN 'Wrong address' THEN 'wrong-address'
    WHEN 'Damaged in transit' THEN 'damaged'
    WHEN 'Sent back by the customer' THEN 'customer-return'
    ELSE 'other'
  END,
  `note` = NULL
WHERE `reason` IN ('return', 'damaged') AND `order_id` IS NOT NULL AND `note` IN (
  'Refused at the door', 'Customer unreachable', 'Wrong address', 'Damaged in transit', 'Sent back by the customer',
  'Other reason'
);
