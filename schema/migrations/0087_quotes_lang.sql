-- A quote remembers the language of the page it was sent from, so the shop replies on WhatsApp in it.
ALTER TABLE `quotes` ADD `lang` text DEFAULT 'en' NOT NULL;