-- The customer search's index (worker/customers/search-index.ts): each account's username and email, as the runs of
-- three characters they hold (FTS5's trigram tokenizer, which ignores case; which run stands where is not kept), so
-- an account only a few of 200,000 hold is found by looking it up rather than by reading every account. The search
-- checks each account it finds against the text itself. Keyed by the account's id, kept beside the text (a users
-- row has no rowid of its own to rely on: a VACUUM may renumber it); taking an account out reads the index's rows
-- one by one, which only a change of username or email, or a deletion, does. The fields are joined by a line
-- break, which no search holds.
CREATE VIRTUAL TABLE `users_search` USING fts5(`text`, `user_id` UNINDEXED, tokenize = 'trigram', detail = 'none');
--> statement-breakpoint
INSERT INTO `users_search` (`text`, `user_id`) SELECT `username` || char(10) || `email`, `id` FROM `users`;
--> statement-breakpoint
CREATE TRIGGER `users_search_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_search` (`text`, `user_id`) VALUES (NEW.`username` || char(10) || NEW.`email`, NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `users_search_delete` AFTER DELETE ON `users` BEGIN
  DELETE FROM `users_search` WHERE `user_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_search_update` AFTER UPDATE OF `id`, `username`, `email` ON `users` BEGIN
  DELETE FROM `users_search` WHERE `user_id` = OLD.`id`;
  INSERT INTO `users_search` (`text`, `user_id`) VALUES (NEW.`username` || char(10) || NEW.`email`, NEW.`id`);
END;
