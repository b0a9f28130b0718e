/** The console's calls for named sales, and the perfumes a sale can hold (found by name in the product list). */
import { ADMIN_PRODUCTS, ADMIN_SALES, type Endpoint } from '#schema/api';
import { call } from '../lib/api';

type BodyOf<E> = E extends Endpoint<unknown, infer Body, string> ? Body : never;

export type NewSale = BodyOf<typeof ADMIN_SALES.create>;
export type SaleChange = BodyOf<typeof ADMIN_SALES.change>;

export const listSales = async () => (await call(ADMIN_SALES.list)).sales;

export const createSale = async (body: NewSale) => (await call(ADMIN_SALES.create, { body })).sale;

/** The sale as it now is, another admin's changes and all. */
export const readSale = async (id: string) => (await call(ADMIN_SALES.read, { params: { id } })).sale;

export const changeSale = async (id: string, body: SaleChange) =>
  (await call(ADMIN_SALES.change, { params: { id }, body })).sale;

/** Deletes the sale as it was read (its version): one changed since is refused, not deleted unseen. */
export const deleteSale = async (id: string, version: number) => {
  await call(ADMIN_SALES.remove, { params: { id }, body: { version } });
};

/** Live perfumes whose name holds `q`, for the sale's perfume picker. */
export const findPerfumes = async (q: string) =>
  (await call(ADMIN_PRODUCTS.list, { query: new URLSearchParams({ q, limit: '8' }).toString() })).products;
