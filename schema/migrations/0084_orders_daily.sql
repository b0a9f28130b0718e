CREATE TABLE `orders_daily` (
	`day` integer NOT NULL,
	`status` text NOT NULL,
	`confirmation` text NOT NULL,
	`refused` integer NOT NULL,
	`orders` integer NOT NULL,
	`total` integer NOT NULL,
	PRIMARY KEY(`day`, `status`, `confirmation`, `refused`)
);
--> statement-breakpoint
-- The orders of both kinds per Pakistan day of their placing, status, confirmation and whether they were refused at
-- the door (orders_daily), filled from the orders there are and kept by triggers as an order is placed, moves along,
-- is confirmed, refused or edited. Pakistan's day of a moment: (ms + 5 h) / 24 h.
INSERT INTO `orders_daily` (`day`, `status`, `confirmation`, `refused`, `orders`, `total`)
SELECT (`created_at` + 18000000) / 86400000 AS `placed_on`, `status`, `confirmation`, `return_reason` IS 'refused',
  count(*), sum(`total`)
FROM `orders` GROUP BY `placed_on`, `status`, `confirmation`, `return_reason` IS 'refused';
--> statement-breakpoint
CREATE TRIGGER `orders_daily_in` AFTER INSERT ON `orders` BEGIN
  INSERT INTO `orders_daily` (`day`, `status`, `confirmation`, `refused`, `orders`, `total`)
  VALUES ((NEW.`created_at` + 18000000) / 86400000, NEW.`status`, NEW.`confirmation`, NEW.`return_reason` IS 'refused',
    1, NEW.`total`)
  ON CONFLICT (`day`, `status`, `confirmation`, `refused`) DO UPDATE SET `orders` = `orders` + 1,
    `total` = `total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_daily_out` AFTER DELETE ON `orders` BEGIN
  UPDATE `orders_daily` SET `orders` = `orders` - 1, `total` = `total` - OLD.`total`
  WHERE `day` = (OLD.`created_at` + 18000000) / 86400000 AND `status` = OLD.`status`
    AND `confirmation` = OLD.`confirmation` AND `refused` = (OLD.`return_reason` IS 'refused');
END;
--> statement-breakpoint
CREATE TRIGGER `orders_daily_change` AFTER UPDATE OF `created_at`, `status`, `confirmation`, `return_reason`, `total`
ON `orders`
WHEN OLD.`created_at` <> NEW.`created_at` OR OLD.`status` <> NEW.`status` OR OLD.`confirmation` <> NEW.`confirmation`
  OR (OLD.`return_reason` IS 'refused') <> (NEW.`return_reason` IS 'refused') OR OLD.`total` <> NEW.`total`
BEGIN
  UPDATE `orders_daily` SET `orders` = `orders` - 1, `total` = `total` - OLD.`total`
  WHERE `day` = (OLD.`created_at` + 18000000) / 86400000 AND `status` = OLD.`status`
    AND `confirmation` = OLD.`confirmation` AND `refused` = (OLD.`return_reason` IS 'refused');
  INSERT INTO `orders_daily` (`day`, `status`, `confirmation`, `refused`, `orders`, `total`)
  VALUES ((NEW.`created_at` + 18000000) / 86400000, NEW.`status`, NEW.`confirmation`, NEW.`return_reason` IS 'refused',
    1, NEW.`total`)
  ON CONFLICT (`day`, `status`, `confirmation`, `refused`) DO UPDATE SET `orders` = `orders` + 1,
    `total` = `total` + excluded.`total`;
END;
