/**
 * A product page's offer as its island has it (ProductOffer.tsx): today's price and stock once it has asked the API,
 * whether the perfume has gone since the build, and the quantity on its stepper. The phone's buy bar (BuyBar.tsx), an
 * island of its own, shows and adds from this, so it never shows another price or adds another quantity than the
 * page's own Add to Cart would. Null until the offer's island has hydrated: both islands then hold the page's figures.
 */
import { atom } from 'nanostores';
import type { Offer } from '../components/product/ProductOffer';

export interface OfferState {
  offer: Offer;
  gone: boolean;
  quantity: number;
}

export const $offer = atom<OfferState | null>(null);
