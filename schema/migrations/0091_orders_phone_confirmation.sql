-- An order's risk counts a phone's refusals on the confirmation call as well as at the door, still inside the phone index alone: the index holds each order's confirmation too.
DROP INDEX `orders_phone`;--> statement-breakpoint
CREATE INDEX `orders_phone` ON `orders` (`phone`,`status`,`return_reason`,`confirmation`);