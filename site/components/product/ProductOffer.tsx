/**
 * A product page's offer: the price (a running sale's badge and price, as the cards show them), the stock (in stock, 'Only N left', sold out), a
 * quantity counter and Add to Cart (a guest goes to login-signup, success to the cart). The page is built with the
 * catalog's figures; after hydration GET /api/products/{slug} gives today's, and a perfume archived since the
 * build says so and cannot be added.
 */
import { useEffect, useState } from 'react';
import type { ListedSale } from '#schema/answers/products';
import { fetchProduct } from '../../api/catalog';
import { CATALOG_WORDS } from '../../i18n/catalog';
import type { Lang } from '#schema/i18n/languages';
import { saleBadgeIn } from '../catalog/sale-words';
import { refusedWith } from '../../lib/api';
import { AddToCartButton } from '../catalog/AddToCartButton';
import { PriceTag } from '../catalog/PriceTag';
import { QuantityStepper } from '../catalog/QuantityStepper';
import { useAddToCart } from '../catalog/use-add-to-cart';
import { stockText } from './stock-state';

export interface Offer {
  _id: string;
  slug: string;
  name: string;
  price: number;
  compareAtPrice: number | null;
  sale: ListedSale | null;
  inStock: boolean;
  stockLeft: number | null;
}

export default function ProductOffer({ offer: built, lang }: { offer: Offer; lang: Lang }) {
  const [offer, setOffer] = useState(built);
  const [gone, setGone] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const { busyId, errors, add } = useAddToCart(lang);

  useEffect(() => {
    fetchProduct(built.slug).then(
      ({ product }) => setOffer((shown) => ({ ...shown, ...product })),
      (error: unknown) => {
        if (refusedWith(error, 'not_found')) setGone(true);
        else console.error(`Could not refresh ${built.slug}`, error);
      },
    );
  }, [built.slug]);

  const product = { ...offer, inStock: offer.inStock && !gone };
  const error = errors[offer._id];
  return (
    <div className="offer">
      {offer.sale && <span className="sale-badge">{saleBadgeIn(lang, offer.sale)}</span>}
      <PriceTag product={offer} className="offer-price" lang={lang} />
      <p className={product.inStock ? (offer.stockLeft ? 'stock low' : 'stock') : 'stock out'}>
        {gone ? CATALOG_WORDS[lang].offer.gone : stockText(product.inStock, offer.stockLeft, lang)}
      </p>
      <div className="offer-actions">
        <QuantityStepper name={offer.name} quantity={quantity} onChange={setQuantity} lang={lang} />
        <AddToCartButton
          product={product}
          busy={busyId === offer._id}
          onClick={() => add(offer, quantity)}
          describedBy={error ? 'offer-error' : undefined}
          lang={lang}
        />
      </div>
      <p id="offer-error" className="error-text add-error" role="alert">
        {error}
      </p>
    </div>
  );
}
