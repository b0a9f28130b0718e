/**
 * A restocked return keeps to the shop's stock cap, as the owner's adjustment does: putting bottles back that would
 * take a perfume's stock, or one of its tester sizes', above 100,000 is refused with stock_over_limit, and nothing of
 * the return is written (no status, no bottle back, no tester back, no ledger entry). Written off, it goes through.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, CART, ORDERS } from '#schema/api';
import { createPerfume, stockAndLedger } from './catalog-fixtures';
import { checkoutBody } from './checkout-body';
import { makeUser, request } from './client';

let owner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
});

let parcels = 0;
const setStatus = (id: string, body: Record<string, unknown>) =>
  request(ORDERS.changeStatus, { params: { id }, body, token: owner.token });
const setSizes = (id: string, stock: number) =>
  request(ADMIN_PRODUCTS.setSizes, {
    token: owner.token,
    params: { id },
    body: { sizes: [{ ml: 10, price: 900, stock }] },
  });
const restock = { status: 'returned', returnReason: 'refused', restock: true };

/** A shipped order of `bottles` bottles (and `testers` 10 ml testers) of a new perfume at Rs 2,500 a bottle. */
async function shippedOrder(bottles: number, testers = 0) {
  const made = await createPerfume(owner.token, { stock: 10, price: 2500 });
  expect((await setSizes(made._id, 10)).status).toBe(200);
  const buyer = await makeUser();
  await request(CART.add, { token: buyer.token, body: { productId: made._id, quantity: bottles } });
  if (testers)
    await request(CART.add, { token: buyer.token, body: { productId: made._id, quantity: testers, ml: 10 } });
  const body = checkoutBody(made._id, 2500, bottles);
  const subtotal = 2500 * bottles + 900 * testers;
  const placed = await request(ORDERS.place, {
    token: buyer.token,
    body: {
      ...body,
      items: [
        { productId: made._id, quantity: bottles },
        ...(testers ? [{ productId: made._id, quantity: testers, ml: 10 }] : []),
      ],
      orderDetails: { ...body.orderDetails, subtotal, total: subtotal + 200 },
    },
  });
  expect(placed.status).toBe(201);
  const id = placed.body.order._id;
  expect((await setStatus(id, { status: 'processing' })).status).toBe(200);
  const shipment = { courier: 'TCS', trackingNumber: `7795050${(parcels += 1)}` };
  expect((await setStatus(id, { status: 'shipped', ...shipment })).status).toBe(200);
  return { id, made };
}

const fillTo = async (productId: string, stock: number) => {
  const { stock: now } = await stockAndLedger(productId);
  const adjusted = await request(ADMIN_PRODUCTS.adjustStock, {
    token: owner.token,
    params: { id: productId },
    body: { change: stock - now, reason: 'restock' },
  });
  expect(adjusted.status).toBe(200);
};

const sizeStock = async (productId: string) =>
  (await env.DB.prepare('SELECT stock FROM product_sizes WHERE product_id = ? AND ml = 10')
    .bind(productId)
    .first<{ stock: number }>())!.stock;

/** What the return would have written: the order's status and history, and its ledger entries. */
const written = async (id: string) =>
  env.DB.prepare(
    `SELECT (SELECT status FROM orders WHERE id = ?1) AS status,
       (SELECT count(*) FROM order_status_history WHERE order_id = ?1) AS history,
       (SELECT count(*) FROM stock_entries WHERE order_id = ?1) AS entries`,
  )
    .bind(id)
    .first();

describe('a restocked return and the stock cap of 100,000', () => {
  it('refuses to put bottles back above 100,000 (409 stock_over_limit), writing nothing of the return', async () => {
    const { id, made } = await shippedOrder(3);
    await fillTo(made._id, 99_998);
    const before = await written(id);
    const { status, body } = await setStatus(id, restock);
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      code: 'stock_over_limit',
      field: 'restock',
      product: made.name,
      left: 99_998,
      message: `Stock cannot go above 100,000: ${made.name} has 99,998 in stock, so this order’s bottles cannot all go back. Return it without putting them back, or lower the stock first.`,
    });
    expect(await written(id)).toEqual(before);
    expect(before).toMatchObject({ status: 'shipped' });
    expect(await stockAndLedger(made._id)).toMatchObject({ stock: 99_998, ledger: 99_998 });
    // Written off instead, the same parcel comes back.
    const off = await setStatus(id, { ...restock, restock: false });
    expect(off.status).toBe(200);
    expect(await stockAndLedger(made._id)).toMatchObject({ stock: 99_998, ledger: 99_998 });
  });

  it('puts bottles back up to exactly 100,000', async () => {
    const { id, made } = await shippedOrder(3);
    await fillTo(made._id, 99_997);
    expect((await setStatus(id, restock)).status).toBe(200);
    expect(await stockAndLedger(made._id)).toMatchObject({ stock: 100_000, ledger: 100_000 });
  });

  it('refuses when a tester size would go above 100,000, putting no bottle back either (no half restock)', async () => {
    const { id, made } = await shippedOrder(2, 2);
    expect((await setSizes(made._id, 99_999)).status).toBe(200);
    const { status, body } = await setStatus(id, restock);
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'stock_over_limit', product: `${made.name} 10 ml`, left: 99_999 });
    expect(await written(id)).toMatchObject({ status: 'shipped', entries: 1 });
    expect(await stockAndLedger(made._id)).toMatchObject({ stock: 8, ledger: 8 });
    expect(await sizeStock(made._id)).toBe(99_999);
  });

  it('skips an order in a bulk return that would go above 100,000, saying why, and returns the others', async () => {
    const full = await shippedOrder(2);
    await fillTo(full.made._id, 100_000);
    const fits = await shippedOrder(2);
    const { status, body } = await request(ORDERS.bulkStatus, {
      token: owner.token,
      body: { ids: [full.id, fits.id], ...restock },
    });
    expect(status).toBe(200);
    expect(body.changed).toEqual([fits.id]);
    expect(body.skipped).toEqual([
      {
        id: full.id,
        code: 'stock_over_limit',
        status: 'shipped',
        message: expect.stringMatching(/^Stock cannot go above 100,000: /),
        product: full.made.name,
        left: 100_000,
      },
    ]);
    expect(await written(full.id)).toMatchObject({ status: 'shipped', entries: 1 });
    expect(await stockAndLedger(full.made._id)).toMatchObject({ stock: 100_000, ledger: 100_000 });
    expect(await stockAndLedger(fits.made._id)).toMatchObject({ stock: 10, ledger: 10 });
  });
});
