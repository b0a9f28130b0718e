/**
 * The console's calls to the catalog administration API: products, their stock and photos, oils and publishing.
 * The product list and the audit log are read a page at a time by the islands themselves (usePagedList).
 */
import { ADMIN_OILS, ADMIN_PRODUCTS, MEDIA, PUBLISH, type Endpoint } from '#schema/api';
import type { StockReason } from '#schema/catalog/limits';
import type { ProductSize } from '#schema/payloads/product-sizes';
import { call, callUpload } from '../lib/api';

type BodyOf<E> = E extends Endpoint<unknown, infer Body, string> ? Body : never;

export type NewProduct = BodyOf<typeof ADMIN_PRODUCTS.create>;
export type ProductChange = BodyOf<typeof ADMIN_PRODUCTS.change>;
export type OilChange = BodyOf<typeof ADMIN_OILS.change>;
/** The reasons the owner gives an adjustment; orders and cancellations write theirs themselves. */
export type OwnerReason = Exclude<StockReason, 'order' | 'cancel' | 'edit'>;

export const createProduct = async (body: NewProduct) => (await call(ADMIN_PRODUCTS.create, { body })).product;

export const changeProduct = async (id: string, body: ProductChange) =>
  (await call(ADMIN_PRODUCTS.change, { params: { id }, body })).product;

/** The product as it is now, for an edit that started from an older copy. */
export const readProduct = async (id: string) => (await call(ADMIN_PRODUCTS.read, { params: { id } })).product;

export const adjustStock = async (id: string, change: number, reason: OwnerReason, note: string) =>
  (await call(ADMIN_PRODUCTS.adjustStock, { params: { id }, body: { change, reason, ...(note ? { note } : {}) } }))
    .product;

/** The perfume's tester and sample sizes, smallest first. */
export const readSizes = async (id: string) => (await call(ADMIN_PRODUCTS.sizes, { params: { id } })).sizes;

/**
 * Makes `sizes` the perfume's whole list of tester and sample sizes, if it is still `was` (as read); answers it as
 * saved.
 */
export const saveSizes = async (id: string, sizes: ProductSize[], was: ProductSize[]) =>
  (await call(ADMIN_PRODUCTS.setSizes, { params: { id }, body: { sizes, was } })).sizes;

/** A page of the product's stock history, newest first; `cursor` is the previous page's `nextCursor`. */
export const stockHistory = (id: string, cursor: string | null) =>
  call(ADMIN_PRODUCTS.stock, {
    params: { id },
    query: cursor ? new URLSearchParams({ cursor }).toString() : undefined,
  });

/** A photo's large size; its thumbnail and link preview go up next, tied to the large one's key. */
export const uploadPhoto = async (photo: Blob) => (await callUpload(MEDIA.upload, photo)).image;

export const uploadThumbnail = async (thumbnail: Blob, of: string) =>
  (await callUpload(MEDIA.upload, thumbnail, { query: new URLSearchParams({ thumbnailOf: of }).toString() })).image;

export const uploadPreview = async (preview: Blob, of: string) =>
  (await callUpload(MEDIA.upload, preview, { query: new URLSearchParams({ previewOf: of }).toString() })).image;

export const listOils = async () => (await call(ADMIN_OILS.list)).oils;

export const addOil = async (name: string, price: number) =>
  (await call(ADMIN_OILS.create, { body: { name, price } })).oil;

export const changeOil = async (id: string, body: OilChange) =>
  (await call(ADMIN_OILS.change, { params: { id }, body })).oil;

export const publishShop = async () => (await call(PUBLISH.start)).message;
