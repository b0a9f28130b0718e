/**
 * The million-order shop: 200,000 shoppers and 1,000,000 perfume orders (1 to 3 lines each) over the last two years,
 * one about every 63 seconds up to now, each with its status history. Written as a few SQL statements that generate
 * the rows inside D1, each row written once with its final values (an UPDATE of a million rows rewrites every index
 * that holds the column), so seeding takes minutes and the SQL stays small.
 *
 * A running shop's mix, by the order's age: today's orders are mostly pending or processing, the last week's
 * shipped or just delivered, older ones delivered, returned (refused at the door, unreachable, sent back) or
 * cancelled, with one old order in 997 still shipped (a parcel no courier event has moved: the dashboard's parcels to
 * chase). Each shopper orders about five times from their own phone, name (one shopper's name is theirs alone) and city (one order in ten from another
 * phone, one in four with an alternate phone); six couriers, PostEx's and Leopards' parcels booked through their
 * APIs; couriers hold the cash of the last two weeks' deliveries and paid for older ones in weekly payouts.
 */
export const MILLION = 1_000_000;
export const MILLION_SHOPPERS = 200_000;
export const MILLION_ADMIN = { id: 'bench-admin', email: 'admin@bench.pk' };
const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_DAYS = 730;
export const MILLION_EVERY_MS = Math.floor((SPAN_DAYS * DAY_MS) / MILLION);
/** The first order's time when seeding now: the newest is then a minute or so old. */
export const firstOrderAtNow = () =>
  Math.floor(Date.now() / MILLION_EVERY_MS) * MILLION_EVERY_MS - MILLION * MILLION_EVERY_MS;
export const millionOrderAt = (firstAt: number, seq: number) => firstAt + (seq - 1) * MILLION_EVERY_MS;

/** Which shopper placed order `seq`: successive orders are different shoppers', each shopper's spread over the years. */
export const shopperOf = (seq: number) => 1 + ((seq * 48_271) % MILLION_SHOPPERS);
/** A shopper's own phone, digits as the shop keeps them. */
export const shopperPhone = (shopper: number) => `03${String((shopper * 7919) % 1_000_000_000).padStart(9, '0')}`;
export const FIRST_NAMES = ['Ayesha', 'Bilal', 'Fatima', 'Hamza', 'Zainab', 'Usman', 'Sana', 'Ali', 'Hina', 'Omar'];
export const LAST_NAMES = ['Khan', 'Ahmed', 'Malik', 'Raza', 'Butt', 'Qureshi', 'Sheikh'];
/** One shopper whose name no one else has: a search for a person, not a common name. */
export const RARE_SHOPPER = 777;
export const RARE_NAME = ['Mehreen', 'Zafar'] as const;
/** Weighted as orders come: the big cities repeat. */
export const CITIES = [
  'Karachi',
  'Lahore',
  'Karachi',
  'Lahore',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Karachi',
  'Multan',
  'Peshawar',
  'Lahore',
  'Quetta',
  'Sialkot',
  'Gujranwala',
  'Hyderabad',
  'Bahawalpur',
  'Sargodha',
  'Abbottabad',
  'Sukkur',
  'Mardan',
];
export const MILLION_COURIERS = ['TCS', 'Leopards', 'PostEx', 'M&P', 'Trax', 'BlueEx'];
/** A shipped order's tracking number: its courier's prefix and a number from its seq. */
export const trackingOf = (seq: number) => `CN${1_000_000_000 + seq}`;

const numbers = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;
const pick = (expression: string, options: readonly string[]) =>
  `CASE ${expression} ${options.map((option, i) => `WHEN ${i} THEN '${option.replaceAll("'", "''")}'`).join(' ')} END`;

/** Age in whole days of order `i`, and a number 0-99 to spread each age's statuses. */
const AGE = `((${MILLION} - i) * ${MILLION_EVERY_MS}) / ${DAY_MS}`;
const STATUS = `CASE
  WHEN ${AGE} = 0 THEN CASE WHEN (i * 37) % 100 < 55 THEN 'pending' WHEN (i * 37) % 100 < 90 THEN 'processing' ELSE 'cancelled' END
  WHEN ${AGE} < 3 THEN CASE WHEN (i * 37) % 100 < 15 THEN 'processing' WHEN (i * 37) % 100 < 90 THEN 'shipped' ELSE 'cancelled' END
  WHEN ${AGE} < 8 THEN CASE WHEN (i * 37) % 100 < 35 THEN 'shipped' WHEN (i * 37) % 100 < 88 THEN 'delivered'
    WHEN (i * 37) % 100 < 94 THEN 'returned' ELSE 'cancelled' END
  WHEN i % 997 = 0 THEN 'shipped'
  ELSE CASE WHEN (i * 37) % 100 < 84 THEN 'delivered' WHEN (i * 37) % 100 < 92 THEN 'returned' ELSE 'cancelled' END
END`;
const CONFIRMATION = `CASE
  WHEN s.status = 'pending' THEN CASE WHEN (i * 53) % 100 < 50 THEN 'not-contacted' WHEN (i * 53) % 100 < 80 THEN 'confirmed'
    WHEN (i * 53) % 100 < 95 THEN 'no-answer' ELSE 'refused' END
  WHEN s.status = 'cancelled' THEN CASE WHEN (i * 53) % 100 < 40 THEN 'refused' WHEN (i * 53) % 100 < 70 THEN 'no-answer' ELSE 'confirmed' END
  WHEN (i * 53) % 100 < 95 THEN 'confirmed' ELSE 'not-contacted'
END`;
const SENT = `s.status IN ('shipped', 'delivered', 'returned')`;
const COURIER = pick(`(i * 11) % ${MILLION_COURIERS.length}`, MILLION_COURIERS);
/** Cash: the last two weeks' deliveries are held by the courier, older ones paid in a payout per courier and week. */
const HELD = `(${AGE} < 14)`;
const PAYOUT = `'bench-payout-' || ((i * 11) % ${MILLION_COURIERS.length}) || '-' || (${AGE} / 7)`;

function ordersSql(firstAt: number): string {
  const shopper = `(1 + (i * 48271) % ${MILLION_SHOPPERS})`;
  const line = `line(j) AS (VALUES (0), (1), (2)), catalog(size) AS (SELECT count(*) FROM products)`;
  const linePrice = `(SELECT sum(p.price * (1 + (i + line.j) % 2)) FROM line JOIN catalog
      JOIN products AS p ON p.rowid = 1 + (i * 31 + line.j * 7) % catalog.size WHERE line.j <= i % 3)`;
  return `${numbers(MILLION)}, ${line},
  s(i, shopper, status, subtotal) AS (SELECT i, ${shopper}, ${STATUS}, ${linePrice} FROM n)
INSERT INTO orders (seq, number, id, user_id, status, first_name, last_name, email, phone, alternate_phone, address, apartment,
  city, country, shipping_method, subtotal, shipping_cost, gift_wrapping_cost, total, created_at, confirm_token,
  confirmation, courier, tracking_number, cash, remittance_id, return_reason)
SELECT i, i, 'bench-order-' || i, 'bench-user-' || shopper, s.status,
  CASE WHEN shopper = ${RARE_SHOPPER} THEN '${RARE_NAME[0]}' ELSE ${pick(`shopper % ${FIRST_NAMES.length}`, FIRST_NAMES)} END,
  CASE WHEN shopper = ${RARE_SHOPPER} THEN '${RARE_NAME[1]}' ELSE ${pick(`(shopper / 10) % ${LAST_NAMES.length}`, LAST_NAMES)} END,
  'shopper' || shopper || '@bench.pk',
  CASE WHEN i % 10 = 0 THEN '03' || printf('%09d', (i * 104729) % 1000000000) ELSE '03' || printf('%09d', (shopper * 7919) % 1000000000) END,
  CASE WHEN i % 4 = 0 THEN '03' || printf('%09d', (shopper * 6007) % 1000000000) END,
  'House ' || (shopper % 300) || ', Street ' || (shopper % 40), CASE WHEN shopper % 5 = 0 THEN 'Flat ' || (shopper % 12) END,
  ${pick(`shopper % ${CITIES.length}`, CITIES)}, 'Pakistan', 'standard', subtotal, 200, 0, subtotal + 200,
  ${firstAt} + (i - 1) * ${MILLION_EVERY_MS}, lower(hex(randomblob(16))),
  ${CONFIRMATION},
  CASE WHEN ${SENT} THEN ${COURIER} END,
  CASE WHEN ${SENT} THEN 'CN' || (1000000000 + i) END,
  CASE WHEN s.status = 'delivered' THEN CASE WHEN ${HELD} THEN 'with-courier' ELSE 'remitted' END ELSE 'none' END,
  CASE WHEN s.status = 'delivered' AND NOT ${HELD} THEN ${PAYOUT} END,
  CASE WHEN s.status = 'returned' THEN ${pick('i % 4', ['refused', 'unreachable', 'refused', 'customer-return'])} END
FROM s;`;
}

function linesSql(): string {
  return `${numbers(MILLION)}, line(j) AS (VALUES (0), (1), (2)), catalog(size) AS (SELECT count(*) FROM products)
INSERT INTO order_items (order_id, product_id, name, image, price, quantity)
SELECT 'bench-order-' || n.i, p.id, p.name, p.image, p.price, 1 + (n.i + line.j) % 2
FROM n JOIN line ON line.j <= n.i % 3 JOIN catalog
JOIN products AS p ON p.rowid = 1 + (n.i * 31 + line.j * 7) % catalog.size;`;
}

/** Each order's history: placed, shipped a day later, delivered or returned two days after that, cancelled within hours. */
function historySql(): string {
  const bench = `id LIKE 'bench-order-%'`;
  return [
    `INSERT INTO order_status_history (order_id, status, at) SELECT id, 'pending', created_at FROM orders WHERE ${bench};`,
    `INSERT INTO order_status_history (order_id, status, at)
SELECT id, 'shipped', created_at + ${DAY_MS} FROM orders WHERE ${bench} AND status IN ('shipped', 'delivered', 'returned');`,
    `INSERT INTO order_status_history (order_id, status, at)
SELECT id, status, created_at + ${3 * DAY_MS} FROM orders WHERE ${bench} AND status IN ('delivered', 'returned');`,
    `INSERT INTO order_status_history (order_id, status, at)
SELECT id, status, created_at + 3 * 3600000 FROM orders WHERE ${bench} AND status IN ('processing', 'cancelled');`,
  ].join('\n');
}

/**
 * PostEx's and Leopards' parcels booked through their APIs: booked a day after the order, the courier's last event
 * the delivery or return (two days later), or for a parcel still shipped, its pick-up the day it was booked.
 */
function bookingsSql(): string {
  return `INSERT INTO courier_bookings (order_id, courier, reference, state, tracking_number, attempt_at, booked_at, by,
  courier_status, event_at)
SELECT id, CASE courier WHEN 'PostEx' THEN 'postex' ELSE 'leopards' END, 'FS-' || (10000 + seq), 'booked',
  tracking_number, created_at + ${DAY_MS}, created_at + ${DAY_MS}, '${MILLION_ADMIN.id}',
  CASE status WHEN 'shipped' THEN 'Picked up' WHEN 'delivered' THEN 'Delivered' ELSE 'Returned to shipper' END,
  created_at + CASE status WHEN 'shipped' THEN ${DAY_MS} ELSE ${3 * DAY_MS} END
FROM orders WHERE id LIKE 'bench-order-%' AND courier IN ('PostEx', 'Leopards');`;
}

export function millionSeedSql(firstAt: number): string {
  return [
    `${numbers(MILLION_SHOPPERS)}
INSERT INTO users (id, username, email, password_hash, role, token_version, created_at)
SELECT 'bench-user-' || i, 'Shopper ' || i, 'shopper' || i || '@bench.pk', 'no-password', 'shopper', 0,
  ${firstAt} - 86400000 + i * 1000 FROM n;`,
    `INSERT INTO users (id, username, email, password_hash, role, token_version, created_at)
VALUES ('${MILLION_ADMIN.id}', 'Bench Admin', '${MILLION_ADMIN.email}', 'no-password', 'owner', 0, ${firstAt});`,
    ordersSql(firstAt),
    linesSql(),
    historySql(),
    bookingsSql(),
    `INSERT INTO remittances (id, courier, reference, total, at, by)
SELECT remittance_id, courier, 'REF-' || remittance_id, sum(total), max(created_at) + ${7 * DAY_MS}, '${MILLION_ADMIN.id}'
FROM orders WHERE remittance_id IS NOT NULL GROUP BY remittance_id, courier ORDER BY max(created_at);`,
  ].join('\n');
}
