/**
 * The owner's products in the console: /api/admin/products (list, create, read, change, stock, tester and sample
 * sizes). Admin only, the role re-read from D1 on every call (requireOwner). Thin: validate, call the rules beside,
 * answer.
 */
import { Hono } from 'hono';
import { ADMIN_PRODUCTS } from '#schema/api';
import { changeProductPayload, createProductPayload, productListQuery } from '#schema/payloads/admin-products';
import { stockAdjustmentPayload } from '#schema/payloads/stock';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { pageLimit, rowNumber } from '../http/paging';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { adminProduct, listProducts, productRow } from './read';
import { refuseUnknownPhotos } from '../media/store';
import { changeProduct, createProduct } from './changes';
import { adjustStock, stockEntriesOf } from './stock';
import { setSizes, sizesOf } from './sizes';
import { productSizesPayload } from '#schema/payloads/product-sizes';

export const adminProductRoutes = new Hono<AppEnv>();
adminProductRoutes.use(requireOwner);

handle(adminProductRoutes, ADMIN_PRODUCTS.list, validate('query', productListQuery), async (c) => {
  const { products, nextCursor } = await listProducts(c.var.db, c.req.valid('query'), pageLimit(c));
  return { success: true, products, nextCursor };
});

handle(adminProductRoutes, ADMIN_PRODUCTS.create, validate('json', createProductPayload), async (c) => {
  await refuseUnknownPhotos(c.env, c.req.valid('json').images, c.req.url);
  const id = await createProduct(c.var.db, c.var.user, c.req.valid('json'));
  return { success: true, product: adminProduct(await productRow(c.var.db, id)) };
});

handle(adminProductRoutes, ADMIN_PRODUCTS.read, async (c) => {
  return {
    success: true,
    product: adminProduct(await productRow(c.var.db, c.req.param('id'))),
  };
});

handle(adminProductRoutes, ADMIN_PRODUCTS.change, validate('json', changeProductPayload), async (c) => {
  await refuseUnknownPhotos(c.env, c.req.valid('json').images, c.req.url);
  const product = await changeProduct(c.var.db, c.var.user, c.req.param('id'), c.req.valid('json'));
  return { success: true, product };
});

handle(adminProductRoutes, ADMIN_PRODUCTS.adjustStock, validate('json', stockAdjustmentPayload), async (c) => {
  const id = c.req.param('id');
  await adjustStock(c.var.db, c.var.user, id, c.req.valid('json'));
  return { success: true, product: adminProduct(await productRow(c.var.db, id)) };
});

handle(adminProductRoutes, ADMIN_PRODUCTS.stock, async (c) => {
  const cursor = c.req.query('cursor');
  const { entries, nextCursor } = await stockEntriesOf(
    c.var.db,
    c.req.param('id'),
    pageLimit(c),
    cursor === undefined ? null : rowNumber(cursor),
  );
  return { success: true, entries, nextCursor };
});

handle(adminProductRoutes, ADMIN_PRODUCTS.sizes, async (c) => {
  const id = (await productRow(c.var.db, c.req.param('id'))).id;
  return { success: true, sizes: await sizesOf(c.var.db, id) };
});

handle(adminProductRoutes, ADMIN_PRODUCTS.setSizes, validate('json', productSizesPayload), async (c) => {
  const { sizes: list, was } = c.req.valid('json');
  const sizes = await setSizes(c.var.db, c.var.user, c.req.param('id'), list, was);
  return { success: true, sizes };
});
