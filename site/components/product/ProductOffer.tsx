/**
 * A product page's offer: the price (a running sale's badge and price, as the cards show them), the stock (in stock, 'Only N left', sold out), a
 * quantity counter and Add to Cart (a guest goes to login-signup, success to the cart). A perfume the shop also sells
 * in tester or sample sizes offers the choice of its bottle and each size, priced: the price, the stock and Add to
 * Cart are then the chosen size's. The page is built with the catalog's figures; after hydration
 * GET /api/products/{slug} gives today's, and a perfume archived since the build says so and cannot be added.
 */
import { useEffect, useState } from 'react';
import type { ListedSale, SizeOffer } from '#schema/answers/products';
import { fetchProduct } from '../../api/catalog';
import { CATALOG_WORDS } from '../../i18n/catalog';
import type { Lang } from '#schema/i18n/languages';
import { SaleBadge } from '../catalog/SaleBadge';
import { amount } from '#schema/money';
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
  /** The full bottle's size in ml. */
  sizeMl: number;
  /** Its tester and sample sizes, smallest first; empty when the bottle is all it is sold as. */
  sizes: SizeOffer[];
}

export default function ProductOffer({ offer: built, lang }: { offer: Offer; lang: Lang }) {
  const [offer, setOffer] = useState(built);
  const [gone, setGone] = useState(false);
  const [quantity, setQuantity] = useState(1);
  // The chosen size's ml; 0: the bottle. A sold-out bottle leaves its first size in stock chosen.
  const [ml, setMl] = useState(() => (built.inStock ? 0 : (built.sizes.find((s) => s.inStock)?.ml ?? 0)));
  const { busyId, errors, add } = useAddToCart(lang);
  const words = CATALOG_WORDS[lang].offer;

  useEffect(() => {
    fetchProduct(built.slug).then(
      ({ product }) => setOffer((shown) => ({ ...shown, ...product })),
      (error: unknown) => {
        if (refusedWith(error, 'not_found')) setGone(true);
        else console.error(`Could not refresh ${built.slug}`, error);
      },
    );
  }, [built.slug]);

  // A size the owner stopped selling since the page was drawn leaves the bottle chosen.
  const size = offer.sizes.find((s) => s.ml === ml) ?? null;
  const product = { ...offer, inStock: (size ? size.inStock : offer.inStock) && !gone };
  const error = errors[offer._id];
  const stock = gone
    ? words.gone
    : size
      ? stockText(size.inStock, null, lang)
      : stockText(product.inStock, offer.stockLeft, lang);
  const choices = [
    { ml: 0, label: words.bottle(offer.sizeMl), price: offer.price, inStock: offer.inStock },
    ...offer.sizes.map((s) => ({ ...s, label: words.tester(s.ml) })),
  ];
  return (
    <div className="offer">
      <SaleBadge sale={offer.sale} lang={lang} />
      <PriceTag product={size ?? offer} className="offer-price" lang={lang} />
      {offer.sizes.length > 0 && (
        <fieldset className="offer-sizes">
          <legend>{words.size}</legend>
          {choices.map((choice) => (
            <label key={choice.ml}>
              <input
                type="radio"
                name={`size-${offer._id}`}
                value={choice.ml}
                checked={(size?.ml ?? 0) === choice.ml}
                onChange={() => setMl(choice.ml)}
              />
              <span>
                {choice.label} — <bdi dir="ltr">{amount(choice.price)}</bdi>
                {!choice.inStock && ` — ${words.soldOut}`}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p className={product.inStock ? (!size && offer.stockLeft ? 'stock low' : 'stock') : 'stock out'}>{stock}</p>
      <div className="offer-actions">
        <QuantityStepper name={offer.name} quantity={quantity} onChange={setQuantity} lang={lang} />
        <AddToCartButton
          product={product}
          busy={busyId === offer._id}
          onClick={() => add({ ...offer, ml: size?.ml }, quantity)}
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
