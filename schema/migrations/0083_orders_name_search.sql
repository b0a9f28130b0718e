-- The order search's index (worker/orders/search-index.ts): every order's text that the console's search box
-- matches anywhere (the name, email, phones, city, display number and tracking number), as the runs of three
-- characters it holds (FTS5's trigram tokenizer, which ignores case), so a name only a handful of orders have is
-- found by looking it up rather than by reading a million orders. Which run stands where is not kept (detail none: a
-- third of the size, and half the time to build at a million orders), and neither is the text (contentless): the
-- search checks each order it finds against the text itself. The rowid is the order's seq. A row's text is taken out
-- by the 'delete' command with the very text it was put in with, so all four places below build it with the same
-- expression, and every column it reads is in the update trigger's list. The fields are joined by a line break,
-- which no search holds.
CREATE VIRTUAL TABLE `orders_search` USING fts5(`text`, content = '', tokenize = 'trigram', detail = 'none');
--> statement-breakpoint
INSERT INTO `orders_search` (`rowid`, `text`)
SELECT `seq`, `first_name` || ' ' || `last_name` || char(10) || `email` || char(10) || `phone` || char(10)
  || coalesce(`alternate_phone`, '') || char(10) || `city` || char(10)
  || CASE `kind` WHEN 'oils' THEN 'oil-' ELSE 'fs-' END || (10000 + `number`) || char(10)
  || replace(coalesce(`tracking_number`, ''), ' ', '')
FROM `orders`;
--> statement-breakpoint
CREATE TRIGGER `orders_search_insert` AFTER INSERT ON `orders` BEGIN
  INSERT INTO `orders_search` (`rowid`, `text`) VALUES (NEW.`seq`,
    NEW.`first_name` || ' ' || NEW.`last_name` || char(10) || NEW.`email` || char(10) || NEW.`phone` || char(10)
    || coalesce(NEW.`alternate_phone`, '') || char(10) || NEW.`city` || char(10)
    || CASE NEW.`kind` WHEN 'oils' THEN 'oil-' ELSE 'fs-' END || (10000 + NEW.`number`) || char(10)
    || replace(coalesce(NEW.`tracking_number`, ''), ' ', ''));
END;
--> statement-breakpoint
CREATE TRIGGER `orders_search_delete` AFTER DELETE ON `orders` BEGIN
  INSERT INTO `orders_search` (`orders_search`, `rowid`, `text`) VALUES ('delete', OLD.`seq`,
    OLD.`first_name` || ' ' || OLD.`last_name` || char(10) || OLD.`email` || char(10) || OLD.`phone` || char(10)
    || coalesce(OLD.`alternate_phone`, '') || char(10) || OLD.`city` || char(10)
    || CASE OLD.`kind` WHEN 'oils' THEN 'oil-' ELSE 'fs-' END || (10000 + OLD.`number`) || char(10)
    || replace(coalesce(OLD.`tracking_number`, ''), ' ', ''));
END;
--> statement-breakpoint
CREATE TRIGGER `orders_search_update` AFTER UPDATE OF `seq`, `kind`, `number`, `first_name`, `last_name`, `email`,
  `phone`, `alternate_phone`, `city`, `tracking_number` ON `orders` BEGIN
  INSERT INTO `orders_search` (`orders_search`, `rowid`, `text`) VALUES ('delete', OLD.`seq`,
    OLD.`first_name` || ' ' || OLD.`last_name` || char(10) || OLD.`email` || char(10) || OLD.`phone` || char(10)
    || coalesce(OLD.`alternate_phone`, '') || char(10) || OLD.`city` || char(10)
    || CASE OLD.`kind` WHEN 'oils' THEN 'oil-' ELSE 'fs-' END || (10000 + OLD.`number`) || char(10)
    || replace(coalesce(OLD.`tracking_number`, ''), ' ', ''));
  INSERT INTO `orders_search` (`rowid`, `text`) VALUES (NEW.`seq`,
    NEW.`first_name` || ' ' || NEW.`last_name` || char(10) || NEW.`email` || char(10) || NEW.`phone` || char(10)
    || coalesce(NEW.`alternate_phone`, '') || char(10) || NEW.`city` || char(10)
    || CASE NEW.`kind` WHEN 'oils' THEN 'oil-' ELSE 'fs-' END || (10000 + NEW.`number`) || char(10)
    || replace(coalesce(NEW.`tracking_number`, ''), ' ', ''));
END;
