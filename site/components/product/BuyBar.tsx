/**
 * A product page's buy bar: on a phone, once the page's own Add to Cart has scrolled out of sight, the price and Add
 * to Cart stay pinned to the screen's bottom edge (buy-bar.ts shows it; product.css places it), with room kept at its
 * end for the footer's chat button: WhatsApp beside Add to Cart rather than over it. An island of its own, outside the
 * offer's, it shows the offer island's figures and quantity (stores/offer.ts) and adds as the page's button does:
 * a guest logs in first, a sold-out or withdrawn perfume cannot be added. Its button is named by the bar, not again
 * by the perfume, so the page's own Add to Cart keeps its name to itself.
 */
import { useStore } from '@nanostores/react';
import { CATALOG_WORDS } from '#schema/i18n/catalog';
import type { Lang } from '#schema/i18n/languages';
import { $offer } from '../../stores/offer';
import { AddToCartButton } from '../catalog/AddToCartButton';
import { PriceTag } from '../catalog/PriceTag';
import { useAddToCart } from '../catalog/use-add-to-cart';
import type { Offer } from './ProductOffer';

export default function BuyBar({ offer: built, lang }: { offer: Offer; lang: Lang }) {
  const { offer, gone, quantity } = useStore($offer) ?? { offer: built, gone: false, quantity: 1 };
  const { busyId, errors, add } = useAddToCart(lang);
  const error = errors[offer._id];
  return (
    <section className="buy-bar" aria-label={CATALOG_WORDS[lang].offer.bar}>
      {error && (
        <p className="error-text buy-bar-error" role="alert">
          {error}
        </p>
      )}
      <PriceTag product={offer} className="buy-bar-price" lang={lang} />
      <AddToCartButton
        product={{ ...offer, inStock: offer.inStock && !gone }}
        busy={busyId === offer._id}
        onClick={() => add(offer, quantity)}
        named={false}
        lang={lang}
      />
    </section>
  );
}
