/**
 * Add to Cart for one product: a spinner while busy, 'Out of stock' and disabled when there is none. A card's perfume
 * whose bottle is sold out but whose tester or sample size is in stock leads to its page instead, to choose that size.
 */
import type { Lang } from '#schema/i18n/languages';
import { CATALOG_WORDS } from '../../i18n/catalog';

interface Props {
  product: { name: string; inStock: boolean; sizesOnly?: boolean };
  busy: boolean;
  onClick: () => void;
  /** The id of the element that says why the last add failed. */
  describedBy?: string;
  lang: Lang;
  /** The perfume's page, on a card: where a size still in stock is chosen. */
  href?: string;
}

export function AddToCartButton({ product, busy, onClick, describedBy, lang, href }: Props) {
  const words = CATALOG_WORDS[lang].cart;
  if (!product.inStock && product.sizesOnly && href)
    return (
      <a className="button add-to-cart" href={href}>
        {words.chooseSize}
        <span className="visually-hidden">{` ${product.name}`}</span>
      </a>
    );
  return (
    <button
      type="button"
      className="button add-to-cart"
      disabled={busy || !product.inStock}
      aria-busy={busy}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {product.inStock ? (busy ? words.adding : words.add) : words.outOfStock}
      {/* One text: two would be parted by an empty comment in the page's HTML, once per card. */}
      {product.inStock && <span className="visually-hidden">{` ${product.name}`}</span>}
    </button>
  );
}
