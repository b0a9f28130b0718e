-- Each courier's last sync failure apart from any language (its refusal with its words, or its silence), so the Urdu console words it as it words a booking's refusal; last_error keeps its English.
ALTER TABLE `courier_connections` ADD `last_failure` text;
