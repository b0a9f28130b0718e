-- The owner's own Urdu name of each note, by the note's English name: the Urdu pages say it where the shop's word list has none or says it otherwise. Every product starts with none.
ALTER TABLE `products` ADD `notes_ur` text DEFAULT '{}' NOT NULL;
