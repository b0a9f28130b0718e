/**
 * The admin benchmark's shop: 2,000 shoppers, 100,000 perfume orders (1 to 3 lines each, a status history) and
 * 100,000 oils orders (1 or 2 lines) over the last 347 days up to now, one of each every five minutes (so the
 * dashboard's last 30 days are as full as the rest). Written as a few SQL statements that generate the rows inside D1,
 * so seeding takes seconds and the SQL file stays tiny. Statuses are spread like a running shop's: most orders
 * delivered, a tenth each pending, processing, shipped and cancelled, mixed through the whole year; with couriers,
 * returns, the couriers' payouts and the cash they still hold (cashOnDelivery).
 */
export const BENCH_ORDERS = 100_000;
export const BENCH_OILS_ORDERS = 100_000;
export const BENCH_SHOPPERS = 2_000;
export const BENCH_ADMIN = { id: 'bench-admin', email: 'admin@bench.pk' };
export const ORDER_EVERY_MS = 5 * 60 * 1000;
/** The newest order is a few minutes old when the bench starts. */
export const FIRST_ORDER_AT = Math.floor(Date.now() / ORDER_EVERY_MS) * ORDER_EVERY_MS - BENCH_ORDERS * ORDER_EVERY_MS;
const PAKISTAN_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The Pakistan day of a moment, `2025-03-14`, as the lists' date filters read it. */
export const pakistanDay = (ms: number) => new Date(ms + PAKISTAN_OFFSET_MS).toISOString().slice(0, 10);

export const orderCreatedAt = (seq: number) => FIRST_ORDER_AT + (seq - 1) * ORDER_EVERY_MS;
/** Oils orders come half-way between perfume orders. */
export const oilsOrderCreatedAt = (number: number) => orderCreatedAt(number) + ORDER_EVERY_MS / 2;
/** An oils order's seq in the one orders table: after every perfume order's. */
export const oilsOrderSeq = (number: number) => BENCH_ORDERS + number;

const numbers = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;

const pick = (expression: string, options: string[]) =>
  `CASE ${expression} ${options.map((option, i) => `WHEN ${i} THEN '${option}'`).join(' ')} END`;

const FIRST_NAMES = ['Ayesha', 'Bilal', 'Fatima', 'Hamza', 'Zainab', 'Usman', 'Sana', 'Ali', 'Hina', 'Omar'];
const LAST_NAMES = ['Khan', 'Ahmed', 'Malik', 'Raza', 'Butt', 'Qureshi', 'Sheikh'];
const CITIES = [
  'Lahore',
  'Karachi',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Multan',
  'Peshawar',
  'Quetta',
  'Sialkot',
];
// Ten slots: six delivered, one each of the others.
const STATUSES = [
  'delivered',
  'pending',
  'delivered',
  'processing',
  'delivered',
  'shipped',
  'delivered',
  'cancelled',
  'delivered',
  'delivered',
];

/** A day of orders at one every five minutes. */
const ORDERS_A_DAY = (24 * 60) / 5;

/**
 * The cash-on-delivery half: shipped and delivered orders went with one of four couriers; one delivered order in
 * thirteen came back (refused or unreachable, alternately); the couriers paid for what they delivered up to two weeks
 * ago, in payouts of about 200 orders each, and still hold the cash of the last two weeks' deliveries.
 */
function cashOnDelivery(): string[] {
  const paidUpTo = BENCH_ORDERS - 14 * ORDERS_A_DAY;
  return [
    `UPDATE orders SET courier = ${pick('seq % 4', ['TCS', 'Leopards', 'PostEx', 'Trax'])}, tracking_number = 'CN' || seq
WHERE id LIKE 'bench-order-%' AND status IN ('shipped', 'delivered');`,
    `UPDATE orders SET status = 'returned', return_reason = CASE WHEN seq % 2 = 0 THEN 'refused' ELSE 'unreachable' END
WHERE id LIKE 'bench-order-%' AND status = 'delivered' AND seq % 13 = 0;`,
    `UPDATE orders SET cash = 'with-courier' WHERE id LIKE 'bench-order-%' AND status = 'delivered';`,
    `UPDATE orders SET cash = 'remitted', remittance_id = 'bench-remit-' || (seq % 4) || '-' || (seq / 800)
WHERE id LIKE 'bench-order-%' AND cash = 'with-courier' AND seq <= ${paidUpTo};`,
    `INSERT INTO remittances (id, courier, reference, total, at, by)
SELECT remittance_id, courier, 'REF-' || remittance_id, sum(total), max(created_at) + 7 * 86400000, '${BENCH_ADMIN.id}'
FROM orders WHERE remittance_id IS NOT NULL GROUP BY remittance_id, courier ORDER BY max(created_at);`,
  ];
}

export function benchSeedSql(): string {
  return [
    `${numbers(BENCH_SHOPPERS)}
INSERT INTO users (id, username, email, password_hash, role, token_version, created_at)
SELECT 'bench-user-' || i, 'Shopper ' || i, 'shopper' || i || '@bench.pk', 'no-password', 'shopper', 0, ${FIRST_ORDER_AT} FROM n;`,
    `INSERT INTO users (id, username, email, password_hash, role, token_version, created_at)
VALUES ('${BENCH_ADMIN.id}', 'Bench Admin', '${BENCH_ADMIN.email}', 'no-password', 'owner', 0, ${FIRST_ORDER_AT});`,
    `${numbers(BENCH_ORDERS)}
INSERT INTO orders (seq, number, id, user_id, status, first_name, last_name, email, phone, alternate_phone, address, apartment,
  city, country, shipping_method, subtotal, shipping_cost, gift_wrapping_cost, total, created_at, confirm_token)
SELECT i, i, 'bench-order-' || i, 'bench-user-' || (1 + i % ${BENCH_SHOPPERS}), ${pick('(i * 7) % 10', STATUSES)},
  ${pick(`i % ${FIRST_NAMES.length}`, FIRST_NAMES)}, ${pick(`(i / 10) % ${LAST_NAMES.length}`, LAST_NAMES)},
  'shopper' || (1 + i % ${BENCH_SHOPPERS}) || '@bench.pk', '03' || printf('%09d', (i * 7919) % 1000000000),
  CASE WHEN i % 4 = 0 THEN '03' || printf('%09d', (i * 104729) % 1000000000) END,
  'House ' || (i % 300) || ', Street ' || (i % 40), CASE WHEN i % 5 = 0 THEN 'Flat ' || (i % 12) END,
  ${pick(`i % ${CITIES.length}`, CITIES)}, 'Pakistan', 'standard', 0, 200, 0, 0, ${FIRST_ORDER_AT} + (i - 1) * ${ORDER_EVERY_MS},
  lower(hex(randomblob(16)))
FROM n;`,
    `${numbers(BENCH_ORDERS)}, line(j) AS (VALUES (0), (1), (2)), catalog(size) AS (SELECT count(*) FROM products)
INSERT INTO order_items (order_id, product_id, name, image, price, quantity)
SELECT 'bench-order-' || n.i, p.id, p.name, p.image, p.price, 1 + (n.i + line.j) % 2
FROM n JOIN line ON line.j <= n.i % 3 JOIN catalog
JOIN products AS p ON p.rowid = 1 + (n.i * 31 + line.j * 7) % catalog.size;`,
    `UPDATE orders SET subtotal = (SELECT sum(price * quantity) FROM order_items WHERE order_id = orders.id)
WHERE id LIKE 'bench-order-%';`,
    `UPDATE orders SET total = subtotal + shipping_cost WHERE id LIKE 'bench-order-%';`,
    // About one order in 37 refused at the door or on the confirmation call, for the customer list's refusals.
    `UPDATE orders SET confirmation = 'refused' WHERE id LIKE 'bench-order-%' AND seq % 37 = 0;`,
    ...cashOnDelivery(),
    `INSERT INTO order_status_history (order_id, status, at) SELECT id, 'pending', created_at FROM orders WHERE id LIKE 'bench-order-%';`,
    `INSERT INTO order_status_history (order_id, status, at)
SELECT id, status, created_at + 86400000 FROM orders WHERE id LIKE 'bench-order-%' AND status <> 'pending';`,
    `${numbers(BENCH_OILS_ORDERS)}
INSERT INTO orders (seq, kind, number, id, user_id, status, first_name, last_name, email, phone, address, city, country,
  shipping_method, subtotal, shipping_cost, gift_wrapping_cost, total, created_at, confirm_token)
SELECT ${oilsOrderSeq(0)} + i, 'oils', i, 'bench-oils-' || i, 'bench-user-' || (1 + (i * 13) % ${BENCH_SHOPPERS}), 'pending',
  '', '', '', '', '', '', '', '', 0, 0, 0, 0, ${oilsOrderCreatedAt(1)} + (i - 1) * ${ORDER_EVERY_MS}, lower(hex(randomblob(16)))
FROM n;`,
    `${numbers(BENCH_OILS_ORDERS)}, line(j) AS (VALUES (0), (1)), catalog(size) AS (SELECT count(*) FROM oils),
  volume(k, ml) AS (VALUES (0, 25), (1, 50), (2, 100), (3, 250), (4, 500), (5, 1000))
INSERT INTO order_items (order_id, position, oil_id, name, volume, price)
SELECT 'bench-oils-' || n.i, line.j, o.id, o.name, volume.ml, o.price * volume.ml / 25
FROM n JOIN line ON line.j <= n.i % 2 JOIN catalog JOIN oils AS o ON o.rowid = 1 + (n.i * 17 + line.j * 5) % catalog.size
JOIN volume ON volume.k = (n.i + line.j) % 6;`,
    `UPDATE orders SET subtotal = (SELECT sum(price) FROM order_items WHERE order_id = orders.id)
WHERE id LIKE 'bench-oils-%';`,
    `UPDATE orders SET total = subtotal WHERE id LIKE 'bench-oils-%';`,
  ].join('\n');
}
