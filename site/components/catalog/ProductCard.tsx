/**
 * One product in a grid: photo, name, notes, price (with the running sale's badge), stock and Add to Cart, or Choose a
 * size when only its tester or sample sizes are left. The photo and the name link to the perfume's page (the Worker
 * answers it for a perfume added since the build too).
 */
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { descriptionFor } from '#schema/i18n/description-ur';
import { paths } from '#schema/paths';
import { CATALOG_WORDS } from '../../i18n/catalog';
import { AddToCartButton } from './AddToCartButton';
import type { CardProduct } from './card-product';
import { PriceTag } from './PriceTag';
import { SaleBadge } from './SaleBadge';

/** Names longer than this use a smaller font. */
const LONG_NAME = 25;

interface Props {
  product: CardProduct;
  busy: boolean;
  error?: string;
  onAdd: () => void;
  /** h2 on category pages; h3 where the grid sits under a section heading (home). */
  headingLevel?: 2 | 3;
  lang: Lang;
}

export function ProductCard({ product, busy, error, onAdd, headingLevel = 2, lang }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = `product-${product._id}`;
  const href = product.slug ? hrefIn(lang, paths.perfume(product.slug)) : undefined;
  // Asked for after the page's main picture: a browser raises a photo in view to high priority, and the grid's first
  // row, half in view under the banner, would then share a slow link with it and hold back its first paint.
  const photo = (
    <img
      src={product.image}
      alt={href ? '' : product.name}
      width={400}
      height={400}
      loading="lazy"
      decoding="async"
      fetchPriority="low"
    />
  );
  return (
    <li className="product-card render-when-near">
      <div className="product-art">
        {/* The name's link says where it goes; this one only widens what a thumb can tap. */}
        {href ? (
          <a href={href} tabIndex={-1} aria-hidden="true">
            {photo}
          </a>
        ) : (
          photo
        )}
        <SaleBadge sale={product.sale} lang={lang} />
      </div>
      <Heading id={headingId} className={product.name.length > LONG_NAME ? 'product-name long' : 'product-name'}>
        {href ? <a href={href}>{product.name}</a> : product.name}
      </Heading>
      <p className="product-description">{descriptionFor(lang, product)}</p>
      <PriceTag product={product} className="product-price" lang={lang} />
      <AddToCartButton
        product={product}
        busy={busy}
        onClick={onAdd}
        lang={lang}
        describedBy={error || product.gone ? `${headingId}-error` : undefined}
        href={href}
      />
      <p id={`${headingId}-error`} className="error-text add-error" role="alert">
        {error ?? (product.gone ? CATALOG_WORDS[lang].offer.gone : undefined)}
      </p>
    </li>
  );
}
