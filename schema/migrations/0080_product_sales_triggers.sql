-- The perfumes sold per Pakistan day (product_sales_daily), filled from the orders there are and kept by triggers:
-- a line counts while its order is neither cancelled nor returned. Pakistan's day of a moment: (ms + 5 h) / 24 h.
-- An oils order's lines name an oil, not a perfume (product_id null): they are no perfume's sales and are left out.
INSERT INTO product_sales_daily (day, product_id, name, quantity, revenue)
SELECT (o.created_at + 18000000) / 86400000 AS sold_on, i.product_id, max(i.name), sum(i.quantity), sum(i.quantity * i.price)
FROM orders o JOIN order_items i ON i.order_id = o.id
WHERE o.status NOT IN ('cancelled', 'returned') AND i.product_id IS NOT NULL
GROUP BY sold_on, i.product_id;
--> statement-breakpoint
CREATE TRIGGER product_sales_line_in AFTER INSERT ON order_items
WHEN NEW.product_id IS NOT NULL AND (SELECT status FROM orders WHERE id = NEW.order_id) NOT IN ('cancelled', 'returned')
BEGIN
  INSERT INTO product_sales_daily (day, product_id, name, quantity, revenue)
  SELECT (created_at + 18000000) / 86400000, NEW.product_id, NEW.name, NEW.quantity, NEW.quantity * NEW.price
  FROM orders WHERE id = NEW.order_id
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue = revenue + excluded.revenue, name = max(name, excluded.name);
END;
--> statement-breakpoint
CREATE TRIGGER product_sales_line_out AFTER DELETE ON order_items
WHEN OLD.product_id IS NOT NULL AND (SELECT status FROM orders WHERE id = OLD.order_id) NOT IN ('cancelled', 'returned')
BEGIN
  UPDATE product_sales_daily SET quantity = quantity - OLD.quantity, revenue = revenue - OLD.quantity * OLD.price
  WHERE product_id = OLD.product_id
    AND day = (SELECT (created_at + 18000000) / 86400000 FROM orders WHERE id = OLD.order_id);
END;
--> statement-breakpoint
CREATE TRIGGER product_sales_line_change AFTER UPDATE OF order_id, product_id, quantity, price ON order_items
BEGIN
  UPDATE product_sales_daily SET quantity = quantity - OLD.quantity, revenue = revenue - OLD.quantity * OLD.price
  WHERE product_id = OLD.product_id
    AND day = (SELECT (created_at + 18000000) / 86400000 FROM orders
      WHERE id = OLD.order_id AND status NOT IN ('cancelled', 'returned'));
  INSERT INTO product_sales_daily (day, product_id, name, quantity, revenue)
  SELECT (created_at + 18000000) / 86400000, NEW.product_id, NEW.name, NEW.quantity, NEW.quantity * NEW.price
  FROM orders WHERE id = NEW.order_id AND status NOT IN ('cancelled', 'returned') AND NEW.product_id IS NOT NULL
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue = revenue + excluded.revenue, name = max(name, excluded.name);
END;
--> statement-breakpoint
CREATE TRIGGER product_sales_order_change AFTER UPDATE OF status, created_at ON orders
WHEN (OLD.status NOT IN ('cancelled', 'returned')) <> (NEW.status NOT IN ('cancelled', 'returned'))
  OR OLD.created_at <> NEW.created_at
BEGIN
  UPDATE product_sales_daily
  SET quantity = quantity - (SELECT quantity FROM order_items i
      WHERE i.order_id = OLD.id AND i.product_id = product_sales_daily.product_id),
    revenue = revenue - (SELECT quantity * price FROM order_items i
      WHERE i.order_id = OLD.id AND i.product_id = product_sales_daily.product_id)
  WHERE OLD.status NOT IN ('cancelled', 'returned') AND day = (OLD.created_at + 18000000) / 86400000
    AND product_id IN (SELECT product_id FROM order_items WHERE order_id = OLD.id);
  INSERT INTO product_sales_daily (day, product_id, name, quantity, revenue)
  SELECT (NEW.created_at + 18000000) / 86400000, product_id, name, quantity, quantity * price
  FROM order_items WHERE order_id = NEW.id AND product_id IS NOT NULL AND NEW.status NOT IN ('cancelled', 'returned')
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = quantity + excluded.quantity,
    revenue = revenue + excluded.revenue, name = max(name, excluded.name);
END;
