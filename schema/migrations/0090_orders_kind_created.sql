-- The oils list reads its newest orders from an index of their own, rather than sorting every oils order.
CREATE INDEX `orders_kind_created` ON `orders` (`kind`,`created_at`);