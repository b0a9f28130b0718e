/**
 * What the shop's product addresses answer: a category's listing (which the category pages also pre-render from
 * the seed catalog before the API refreshes it) and one perfume for its page.
 */
import { z } from '../payloads/zod';
import { productColumns, saleColumns } from './columns';
import { isoTime, success } from './common';

/**
 * A running sale as a card shows it: its badge, and its name and end for the home page's sale section; `nameUr` is
 * what Urdu pages show for both (null when the owner gave none).
 */
export const listedSale = saleColumns.pick({ name: true, nameUr: true, badge: true }).extend({ endsAt: isoTime });
export type ListedSale = z.output<typeof listedSale>;

/** `price` and `compareAtPrice` as today's sale sets them; a perfume's page is /perfumes/{slug}, built or not. */
export const listedProduct = productColumns
  .pick({ slug: true, name: true, description: true, price: true, compareAtPrice: true, image: true })
  .extend({
    _id: z.string(),
    /** What an Urdu page says of it: the owner's Urdu description, else its notes in Urdu; never the English one. */
    descriptionUr: z.string(),
    /** The scent type. */
    category: z.string(),
    /** Every tag: scent type, genders, seasons, occasions. */
    categories: z.array(z.string()),
    inStock: z.boolean(),
    /**
     * Its bottle is sold out but a tester or sample size of it is in stock: a card then leads to its page, where that
     * size is chosen, instead of saying it is out of stock.
     */
    sizesOnly: z.boolean(),
    /** The running sale that sets `price` (its own price is `compareAtPrice`), or null. */
    sale: listedSale.nullable(),
  });
export type ListedProduct = z.output<typeof listedProduct>;

export const productListAnswer = z.object({ success, products: z.array(listedProduct) });
export type ProductListAnswer = z.output<typeof productListAnswer>;

/** A perfume's pyramid: what the nose meets first, then the body, then what stays on the skin. A few words each. */
export const productNotes = z.object({
  top: z.array(z.string()),
  heart: z.array(z.string()),
  base: z.array(z.string()),
});
export type ProductNotes = z.output<typeof productNotes>;

/**
 * A tester or sample size the shop sells of a perfume besides its bottle: its ml and today's price. While a sale
 * prices it below its own price, `compareAtPrice` is that own price, struck through beside the sale's as the
 * bottle's is; null otherwise.
 */
export const sizeOffer = z.object({
  ml: z.number().int(),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  inStock: z.boolean(),
});
export type SizeOffer = z.output<typeof sizeOffer>;

/** A listing's `sizesOnly`: the bottle sold out, and a tester or sample size in stock. */
export const sizesOnly = (product: { inStock: boolean; sizes: readonly Pick<SizeOffer, 'inStock'>[] }): boolean =>
  !product.inStock && product.sizes.some((size) => size.inStock);

/** The product page's perfume: the listing's fields and the page's own. */
export const productDetail = listedProduct.extend({
  ...productColumns.pick({ concentration: true, sizeMl: true, images: true }).shape,
  notes: productNotes,
  /** How many are left while in stock at or below the product's low-stock level ('Only 3 left'), else null. */
  stockLeft: z.number().int().nullable(),
  /** Its tester and sample sizes, smallest first; empty when the bottle is all the shop sells. */
  sizes: z.array(sizeOffer),
});
export type ProductDetail = z.output<typeof productDetail>;

export const productAnswer = z.object({ success, product: productDetail });
export type ProductAnswer = z.output<typeof productAnswer>;
