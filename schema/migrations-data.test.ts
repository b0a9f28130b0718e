/**
 * Migrations run on a live shop's data: the one that gives oils orders a status must leave every existing order in
 * place, 'pending' with a history entry from the time it was placed, and perfume orders 'not-contacted' without a
 * courier. Applied here with SQLite itself (node:sqlite), migration by migration, to rows written before it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('./migrations/', import.meta.url));
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

function migrate(db: DatabaseSync, which: (name: string) => boolean) {
  for (const name of files.filter(which)) db.exec(readFileSync(`${folder}${name}`, 'utf8'));
}

describe('the order follow-up migration', () => {
  it('keeps existing orders: oils orders become pending with their history, perfume orders not contacted', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, (name) => name < '0053');
    db.exec(`
      INSERT INTO users (id, username, email, password_hash, is_admin, token_version, created_at) VALUES ('u1', 'Ayesha', 'a@example.pk', 'x', 0, 0, 1);
      INSERT INTO oils (id, name, price) VALUES ('oud', 'Oud', 650);
      INSERT INTO oils_orders (id, user_id, total_price, created_at) VALUES ('o1', 'u1', 650, 1741946700000);
      INSERT INTO oils_order_items (order_id, position, oil_id, name, volume, price) VALUES ('o1', 1, 'oud', 'Oud', 25, 650);
      INSERT INTO orders (id, user_id, status, first_name, last_name, email, phone, address, city, country, shipping_method,
        subtotal, shipping_cost, gift_wrapping_cost, total, created_at)
        VALUES ('p1', 'u1', 'shipped', 'A', 'K', 'a@example.pk', '03001234567', 'House 5', 'Lahore', 'Pakistan', 'standard', 1599, 200, 0, 1799, 5);
    `);
    migrate(db, (name) => name.startsWith('0053'));

    expect(db.prepare('SELECT id, status, confirmation, phone, city, total_price FROM oils_orders').all()).toEqual([
      { id: 'o1', status: 'pending', confirmation: 'not-contacted', phone: null, city: null, total_price: 650 },
    ]);
    expect(db.prepare('SELECT order_id, status, at FROM oils_order_status_history').all()).toEqual([
      { order_id: 'o1', status: 'pending', at: 1741946700000 },
    ]);
    expect(db.prepare('SELECT count(*) AS n FROM oils_order_items').get()).toEqual({ n: 1 });
    expect(db.prepare('SELECT status, confirmation, courier, tracking_number FROM orders').all()).toEqual([
      { status: 'shipped', confirmation: 'not-contacted', courier: null, tracking_number: null },
    ]);
  });
});

describe('the catalog fields migration', () => {
  it("keeps every product and oil, giving each product its slug, photos, published time and the home page's spots", () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, (name) => name < '0055');
    db.exec(`
      INSERT INTO products (id, name, description, price, compare_at_price, stock, image, scent_type) VALUES
        ('blue-mist', 'Blue Mist', 'Sea.', 1599, 2199, 7, '/images/products/blue-mist.svg', 'aquatic'),
        ('miraj', 'Miraj', 'Oud.', 1999, 2499, 3, '/images/products/miraj.svg', 'oud'),
        ('khas', 'Khas', 'Grass.', 1399, NULL, 0, '/images/products/khas.svg', 'woody');
      INSERT INTO oils (id, name, price) VALUES ('oud', 'Oud', 650);
    `);
    migrate(db, (name) => name.startsWith('0055'));

    const products = db
      .prepare(
        'SELECT id, slug, images, featured, archived, version, size_ml, low_stock_at, stock, published_at, updated_at FROM products ORDER BY id',
      )
      .all();
    expect(
      products.map(({ published_at, updated_at, ...row }) => ({
        ...row,
        stamped: published_at === updated_at && Number(updated_at) > 1.7e12,
      })),
    ).toEqual([
      {
        id: 'blue-mist',
        slug: 'blue-mist',
        images: '["/images/products/blue-mist.svg"]',
        featured: 'sale',
        archived: 0,
        version: 0,
        size_ml: 50,
        low_stock_at: 5,
        stock: 7,
        stamped: true,
      },
      {
        id: 'khas',
        slug: 'khas',
        images: '["/images/products/khas.svg"]',
        featured: null,
        archived: 0,
        version: 0,
        size_ml: 50,
        low_stock_at: 5,
        stock: 0,
        stamped: true,
      },
      {
        id: 'miraj',
        slug: 'miraj',
        images: '["/images/products/miraj.svg"]',
        featured: 'miraj',
        archived: 0,
        version: 0,
        size_ml: 50,
        low_stock_at: 5,
        stock: 3,
        stamped: true,
      },
    ]);
    expect(db.prepare('SELECT id, available, version FROM oils').all()).toEqual([
      { id: 'oud', available: 1, version: 0 },
    ]);
    expect(() =>
      db.exec(
        "INSERT INTO products (id, name, slug, description, price, stock, image, scent_type) VALUES ('x', 'KHAS ', 'x', 'd', 1, 1, 'i', 'woody')",
      ),
    ).not.toThrow();
    expect(() =>
      db.exec(
        "INSERT INTO products (id, name, slug, description, price, stock, image, scent_type) VALUES ('y', 'khas', 'y', 'd', 1, 1, 'i', 'woody')",
      ),
    ).toThrow(/UNIQUE/);
  });
});

describe('the stock ledger migration', () => {
  it("opens each product's ledger with the stock it had, so stock is the sum of its entries from the start", () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, (name) => name < '0056');
    db.exec(`
      INSERT INTO products (id, name, slug, description, price, stock, image, scent_type) VALUES
        ('a', 'A', 'a', 'd', 100, 7, 'i', 'oud'), ('b', 'B', 'b', 'd', 100, 0, 'i', 'oud');
    `);
    migrate(db, (name) => name.startsWith('0056'));
    expect(
      db.prepare('SELECT product_id, change, reason, note, stock_after, by, order_id FROM stock_entries').all(),
    ).toEqual([
      {
        product_id: 'a',
        change: 7,
        reason: 'restock',
        note: 'Opening stock',
        stock_after: 7,
        by: null,
        order_id: null,
      },
    ]);
    expect(db.prepare('SELECT count(*) AS n FROM audit_log').get()).toEqual({ n: 0 });
  });
});

describe('the order changes migration', () => {
  it('gives every order placed before it a confirmation link of its own, and version 0', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, (name) => name < '0060');
    db.exec(`
      INSERT INTO users (id, username, email, password_hash, is_admin, token_version, created_at) VALUES ('u1', 'Ayesha', 'a@example.pk', 'x', 0, 0, 1);
      INSERT INTO orders (id, user_id, status, first_name, last_name, email, phone, address, city, country, shipping_method,
        subtotal, shipping_cost, gift_wrapping_cost, total, created_at) VALUES
        ('p1', 'u1', 'pending', 'A', 'K', 'a@example.pk', '03001234567', 'House 5', 'Lahore', 'Pakistan', 'standard', 1599, 200, 0, 1799, 5),
        ('p2', 'u1', 'shipped', 'A', 'K', 'a@example.pk', '03001234567', 'House 5', 'Lahore', 'Pakistan', 'standard', 1599, 200, 0, 1799, 6);
      INSERT INTO oils_orders (id, user_id, total_price, created_at) VALUES ('o1', 'u1', 650, 7);
    `);
    migrate(db, (name) => name.startsWith('0060'));
    const tokens = [
      ...db.prepare('SELECT confirm_token AS token, version FROM orders').all(),
      ...db.prepare('SELECT confirm_token AS token, 0 AS version FROM oils_orders').all(),
    ] as { token: string; version: number }[];
    expect(tokens).toHaveLength(3);
    for (const { token, version } of tokens) {
      expect(token).toMatch(/^[0-9a-f]{32}$/);
      expect(version).toBe(0);
    }
    expect(new Set(tokens.map((row) => row.token)).size).toBe(3);
  });
});

describe('the roles migration', () => {
  it('makes every admin an owner and everyone else a shopper, keeping their accounts', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, (name) => name < '0061');
    db.exec(`
      INSERT INTO users (id, username, email, password_hash, is_admin, token_version, created_at) VALUES
        ('u1', 'Sana', 'sana@example.pk', 'x', 1, 3, 1), ('u2', 'Ali', 'ali@example.pk', 'y', 0, 0, 2);
    `);
    migrate(db, (name) => name.startsWith('0061'));
    expect(db.prepare('SELECT id, role, password_hash, token_version FROM users ORDER BY id').all()).toEqual([
      { id: 'u1', role: 'owner', password_hash: 'x', token_version: 3 },
      { id: 'u2', role: 'shopper', password_hash: 'y', token_version: 0 },
    ]);
  });
});

describe('the named sales migration', () => {
  it("turns the products' sale prices into the running Eid Sale, giving each product back its own price", () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, (name) => name < '0062');
    db.exec(`
      INSERT INTO products (id, name, name_key, slug, description, price, compare_at_price, stock, image, scent_type) VALUES
        ('blue-mist', 'Blue Mist', 'blue mist', 'blue-mist', 'Sea.', 1599, 2199, 7, '/b.svg', 'aquatic'),
        ('khas', 'Khas', 'khas', 'khas', 'Grass.', 1399, NULL, 0, '/k.svg', 'woody');
    `);
    migrate(db, (name) => name.startsWith('0062'));

    expect(db.prepare('SELECT id, price, compare_at_price FROM products ORDER BY id').all()).toEqual([
      { id: 'blue-mist', price: 2199, compare_at_price: null },
      { id: 'khas', price: 1399, compare_at_price: null },
    ]);
    expect(db.prepare('SELECT id, name, badge, version, deleted_at FROM sales').all()).toEqual([
      { id: 'eid-sale', name: 'Eid Sale', badge: 'EID SALE', version: 0, deleted_at: null },
    ]);
    expect(db.prepare('SELECT sale_id, product_id, sale_price FROM sale_items').all()).toEqual([
      { sale_id: 'eid-sale', product_id: 'blue-mist', sale_price: 1599 },
    ]);
  });
});

describe('the cash-on-delivery migration', () => {
  it("leaves the cash of orders delivered before it with their courier, and no other order's", () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, (name) => name < '0063');
    db.exec(`
      INSERT INTO users (id, username, email, password_hash, token_version, created_at) VALUES ('u1', 'Ayesha', 'a@example.pk', 'x', 0, 1);
      INSERT INTO orders (id, user_id, status, first_name, last_name, email, phone, address, city, country, shipping_method,
        subtotal, shipping_cost, gift_wrapping_cost, total, created_at, courier, confirm_token)
        VALUES ('d1', 'u1', 'delivered', 'A', 'K', 'a@example.pk', '03001234567', 'House 5', 'Lahore', 'Pakistan', 'standard', 1599, 200, 0, 1799, 5, 'TCS', 't1'),
               ('s1', 'u1', 'shipped', 'A', 'K', 'a@example.pk', '03001234567', 'House 5', 'Lahore', 'Pakistan', 'standard', 1599, 200, 0, 1799, 6, 'TCS', 't2');
    `);
    migrate(db, (name) => name.startsWith('0063'));
    expect(db.prepare('SELECT id, cash, remittance_id, return_reason FROM orders ORDER BY id').all()).toEqual([
      { id: 'd1', cash: 'with-courier', remittance_id: null, return_reason: null },
      { id: 's1', cash: 'none', remittance_id: null, return_reason: null },
    ]);
  });
});

describe('the one order pipeline migration', () => {
  it('moves every oils order into the orders table with its lines, histories, number, link and times', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, (name) => name < '0076');
    db.exec(`
      INSERT INTO users (id, username, email, password_hash, token_version, created_at, role) VALUES
        ('u1', 'Ayesha', 'a@example.pk', 'x', 0, 1, 'shopper'), ('s1', 'Sana', 's@example.pk', 'y', 0, 1, 'staff');
      INSERT INTO products (id, name, name_key, slug, description, price, stock, image, scent_type) VALUES
        ('khas', 'Khas', 'khas', 'khas', 'Grass.', 1399, 4, '/k.svg', 'woody');
      INSERT INTO oils (id, name, price) VALUES ('oud', 'Oud', 650), ('rose', 'Rose', 500);
      INSERT INTO orders (id, user_id, status, first_name, last_name, email, phone, address, city, country, shipping_method,
        subtotal, shipping_cost, gift_wrapping_cost, total, created_at, confirm_token, idempotency_key, request_hash)
        VALUES ('p1', 'u1', 'pending', 'A', 'K', 'a@example.pk', '03001234567', 'House 5', 'Lahore', 'Pakistan', 'standard', 1399, 200, 0, 1599, 5, 'tp1', 'key-1', 'hp1'),
               ('p2', 'u1', 'delivered', 'A', 'K', 'a@example.pk', '03001234567', 'House 5', 'Lahore', 'Pakistan', 'standard', 1399, 200, 0, 1599, 9, 'tp2', NULL, NULL);
      INSERT INTO order_items (order_id, product_id, name, image, price, quantity) VALUES ('p1', 'khas', 'Khas', '/k.svg', 1399, 1);
      INSERT INTO order_status_history (order_id, status, at, by, by_role) VALUES ('p1', 'pending', 5, 'u1', 'shopper');
      INSERT INTO oils_orders (seq, id, user_id, total_price, idempotency_key, request_hash, created_at, phone, city, status,
        confirmation, confirm_token, return_reason, lang) VALUES
        (1, 'o1', 'u1', 650, NULL, NULL, 3, NULL, NULL, 'pending', 'not-contacted', 'to1', NULL, 'en'),
        (2, 'o2', 'u1', 1800, 'key-1', 'ho2', 7, '03001234567', 'Multan', 'returned', 'confirmed', 'to2', 'refused', 'ur');
      INSERT INTO oils_order_items (order_id, position, oil_id, name, volume, price) VALUES
        ('o1', 1, 'oud', 'Oud', 25, 650), ('o2', 1, 'oud', 'Oud', 50, 1300), ('o2', 2, 'rose', 'Rose', 25, 500);
      INSERT INTO oils_order_status_history (order_id, status, at, by, by_role, reason, restock) VALUES
        ('o1', 'pending', 3, NULL, NULL, NULL, NULL), ('o2', 'pending', 7, 'u1', 'shopper', NULL, NULL),
        ('o2', 'returned', 8, 's1', 'staff', 'refused', 0);
      INSERT INTO oils_order_confirmation_history (order_id, confirmation, at, by, by_role) VALUES ('o2', 'confirmed', 7, 's1', 'staff');
    `);
    migrate(db, (name) => name.startsWith('0076'));

    expect(
      db
        .prepare(
          `SELECT id, kind, number, user_id, status, confirmation, phone, city, subtotal, total, created_at, confirm_token,
             idempotency_key, request_hash, return_reason, lang, cash FROM orders ORDER BY kind, number`,
        )
        .all(),
    ).toEqual([
      {
        id: 'o1',
        kind: 'oils',
        number: 1,
        user_id: 'u1',
        status: 'pending',
        confirmation: 'not-contacted',
        phone: '',
        city: '',
        subtotal: 650,
        total: 650,
        created_at: 3,
        confirm_token: 'to1',
        idempotency_key: null,
        request_hash: null,
        return_reason: null,
        lang: 'en',
        cash: 'none',
      },
      {
        id: 'o2',
        kind: 'oils',
        number: 2,
        user_id: 'u1',
        status: 'returned',
        confirmation: 'confirmed',
        phone: '03001234567',
        city: 'Multan',
        subtotal: 1800,
        total: 1800,
        created_at: 7,
        confirm_token: 'to2',
        idempotency_key: 'key-1',
        request_hash: 'ho2',
        return_reason: 'refused',
        lang: 'ur',
        cash: 'none',
      },
      {
        id: 'p1',
        kind: 'perfume',
        number: 1,
        user_id: 'u1',
        status: 'pending',
        confirmation: 'not-contacted',
        phone: '03001234567',
        city: 'Lahore',
        subtotal: 1399,
        total: 1599,
        created_at: 5,
        confirm_token: 'tp1',
        idempotency_key: 'key-1',
        request_hash: 'hp1',
        return_reason: null,
        lang: 'en',
        cash: 'none',
      },
      {
        id: 'p2',
        kind: 'perfume',
        number: 2,
        user_id: 'u1',
        status: 'delivered',
        confirmation: 'not-contacted',
        phone: '03001234567',
        city: 'Lahore',
        subtotal: 1399,
        total: 1599,
        created_at: 9,
        confirm_token: 'tp2',
        idempotency_key: null,
        request_hash: null,
        return_reason: null,
        lang: 'en',
        cash: 'none',
      },
    ]);
    expect(
      db
        .prepare(
          'SELECT order_id, product_id, oil_id, position, name, image, volume, price, quantity FROM order_items ORDER BY order_id, position',
        )
        .all(),
    ).toEqual([
      {
        order_id: 'o1',
        product_id: null,
        oil_id: 'oud',
        position: 1,
        name: 'Oud',
        image: '',
        volume: 25,
        price: 650,
        quantity: 1,
      },
      {
        order_id: 'o2',
        product_id: null,
        oil_id: 'oud',
        position: 1,
        name: 'Oud',
        image: '',
        volume: 50,
        price: 1300,
        quantity: 1,
      },
      {
        order_id: 'o2',
        product_id: null,
        oil_id: 'rose',
        position: 2,
        name: 'Rose',
        image: '',
        volume: 25,
        price: 500,
        quantity: 1,
      },
      {
        order_id: 'p1',
        product_id: 'khas',
        oil_id: null,
        position: null,
        name: 'Khas',
        image: '/k.svg',
        volume: null,
        price: 1399,
        quantity: 1,
      },
    ]);
    expect(
      db
        .prepare(
          'SELECT order_id, status, at, by, by_role, reason, restock FROM order_status_history ORDER BY order_id, at',
        )
        .all(),
    ).toEqual([
      { order_id: 'o1', status: 'pending', at: 3, by: null, by_role: null, reason: null, restock: null },
      { order_id: 'o2', status: 'pending', at: 7, by: 'u1', by_role: 'shopper', reason: null, restock: null },
      { order_id: 'o2', status: 'returned', at: 8, by: 's1', by_role: 'staff', reason: 'refused', restock: 0 },
      { order_id: 'p1', status: 'pending', at: 5, by: 'u1', by_role: 'shopper', reason: null, restock: null },
    ]);
    expect(db.prepare('SELECT order_id, confirmation, at, by, by_role FROM order_confirmation_history').all()).toEqual([
      { order_id: 'o2', confirmation: 'confirmed', at: 7, by: 's1', by_role: 'staff' },
    ]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'oils_order%'").all()).toEqual([]);
    // A line is a perfume or an oil, never both nor neither; each kind numbers on from its own last order.
    expect(() => db.exec("INSERT INTO order_items (order_id, name, price) VALUES ('p1', 'Nothing', 1)")).toThrow(
      /CHECK constraint failed/,
    );
    expect(() => db.exec("UPDATE orders SET number = 1 WHERE id = 'o2'")).toThrow(/UNIQUE constraint failed/);
  });
});

describe('the cancelled bookings migration', () => {
  it('turns the English notes of cancelled bookings into what happened, and leaves a person’s notes as written', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, (name) => name < '0088');
    const sentence = (courier: string, tracking: string) =>
      JSON.stringify({ text: `The ${courier} booking ${tracking} was cancelled; the order is back to processing.` });
    const notes = [
      sentence('PostEx', '52181602906144'),
      sentence('Leopards', 'LE7729135'),
      JSON.stringify({ text: 'The PostEx booking is late, call the rider' }),
    ];
    db.exec(`
      INSERT INTO users (id, username, email, password_hash, token_version, created_at, role) VALUES
        ('s1', 'Sana', 's@example.pk', 'y', 0, 1, 'staff');
      INSERT INTO orders (id, user_id, status, first_name, last_name, email, phone, address, city, country, shipping_method,
        subtotal, shipping_cost, gift_wrapping_cost, total, created_at, confirm_token)
        VALUES ('p1', 's1', 'processing', 'A', 'K', 'a@example.pk', '03001234567', 'House 5', 'Lahore', 'Pakistan', 'standard', 1399, 200, 0, 1599, 5, 'tp1');
    `);
    const insert = db.prepare(
      "INSERT INTO order_events (order_id, kind, detail, at, by, by_role) VALUES ('p1', 'note', ?, ?, 's1', 'staff')",
    );
    notes.forEach((detail, at) => insert.run(detail, at));
    migrate(db, (name) => name.startsWith('0088'));

    const events = db.prepare('SELECT kind, detail, at, by FROM order_events ORDER BY at').all();
    expect(events.map((row) => ({ ...row, detail: JSON.parse(String(row.detail)) as unknown }))).toEqual([
      {
        kind: 'booking-cancelled',
        detail: { courier: 'postex', trackingNumber: '52181602906144' },
        at: 0,
        by: 's1',
      },
      { kind: 'booking-cancelled', detail: { courier: 'leopards', trackingNumber: 'LE7729135' }, at: 1, by: 's1' },
      { kind: 'note', detail: { text: 'The PostEx booking is late, call the rider' }, at: 2, by: 's1' },
    ]);
  });
});

describe('the stock entries’ return reason migration', () => {
  it('keeps a returned order’s reason as its code and a write-off’s count, leaving the owner’s own notes', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, (name) => name < '0089');
    db.exec(`
      INSERT INTO products (id, name, name_key, slug, description, price, stock, image, scent_type) VALUES
        ('khas', 'Khas', 'khas', 'khas', 'Grass.', 1399, 4, '/k.svg', 'woody');
      INSERT INTO stock_entries (product_id, change, reason, note, stock_after, at, order_id) VALUES
        ('khas', 2, 'return', 'Refused at the door', 6, 1, 'p1'),
        ('khas', 1, 'return', 'Sent back by the customer', 7, 2, 'p2'),
        ('khas', 0, 'damaged', '3 written off, returned: Damaged in transit', 7, 3, 'p3'),
        ('khas', 1, 'return', 'Wrong address', 8, 4, NULL),
        ('khas', -1, 'damaged', 'Dropped on the shelf', 7, 5, NULL);
    `);
    migrate(db, (name) => name.startsWith('0089'));

    expect(db.prepare('SELECT reason, note, return_reason, written_off FROM stock_entries ORDER BY at').all()).toEqual([
      { reason: 'return', note: null, return_reason: 'refused', written_off: null },
      { reason: 'return', note: null, return_reason: 'customer-return', written_off: null },
      { reason: 'damaged', note: null, return_reason: 'damaged', written_off: 3 },
      // The owner's own entries (no order) keep what they wrote, even in a reason's words.
      { reason: 'return', note: 'Wrong address', return_reason: null, written_off: null },
      { reason: 'damaged', note: 'Dropped on the shelf', return_reason: null, written_off: null },
    ]);
  });
});
