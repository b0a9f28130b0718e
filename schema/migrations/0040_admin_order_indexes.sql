-- Admin order lists are newest first, keyed by (created_at, seq). Filtering by status walks this index in that
-- order, so a page costs the same at 100 orders or 100,000. It replaces (status, seq), which no query uses.
CREATE INDEX `orders_status_created` ON `orders` (`status`,`created_at`);
DROP INDEX IF EXISTS `orders_status_seq`;
