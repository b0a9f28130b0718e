-- A category listing gathers every tag of each listed product; without this index that is a scan of all
-- product_tags per product (7.7 ms for the 84 everyday-wear products, 0.3 ms with it).
CREATE INDEX `product_tags_product` ON `product_tags` (`product_id`,`tag`);
