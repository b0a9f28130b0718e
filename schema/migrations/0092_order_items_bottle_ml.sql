-- Each perfume line keeps its bottle's ml as ordered, which its format says ('100ml', not always '50ml'); lines already ordered take their perfume's size today, the best guess kept.
ALTER TABLE `order_items` ADD `bottle_ml` integer;
--> statement-breakpoint
UPDATE `order_items` SET `bottle_ml` = (SELECT `size_ml` FROM `products` WHERE `products`.`id` = `order_items`.`product_id`) WHERE `product_id` IS NOT NULL;
