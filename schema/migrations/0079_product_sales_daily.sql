CREATE TABLE `product_sales_daily` (
	`day` integer NOT NULL,
	`product_id` text NOT NULL,
	`name` text NOT NULL,
	`quantity` integer NOT NULL,
	`revenue` integer NOT NULL,
	PRIMARY KEY(`day`, `product_id`)
);
