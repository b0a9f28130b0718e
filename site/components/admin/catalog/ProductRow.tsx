/** One perfume in the console's list: its main photo, name, price, stock (flagged when low or sold out) and Edit. */
import { thumbnailUrl } from '#schema/media';
import type { AdminProduct } from '#schema/answers/admin-products';
import { amount } from '#schema/money';
import { useConsoleWords } from '../console-words';

export function stockState(product: Pick<AdminProduct, 'stock' | 'lowStockAt'>): 'out' | 'low' | null {
  if (product.stock <= 0) return 'out';
  return product.stock <= product.lowStockAt ? 'low' : null;
}

export function ProductRow({ product, onEdit }: { product: AdminProduct; onEdit: () => void }) {
  const state = stockState(product);
  const titleId = `catalog-product-${product._id}`;
  const { catalog } = useConsoleWords().words;
  const words = catalog.row;
  const views = catalog.products.views;
  return (
    <li>
      <article className="catalog-row" aria-labelledby={titleId}>
        {product.images[0] ? (
          <img src={thumbnailUrl(product.images[0])} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className="no-photo" />
        )}
        <div className="catalog-row__text">
          <h3 id={titleId} translate="no">
            {product.name}
          </h3>
          <p>
            {product.compareAtPrice !== null && <s className="muted">{amount(product.compareAtPrice)}</s>}{' '}
            {amount(product.price)}
            <span className="muted"> · {catalog.scentTypes[product.scentType]}</span>
          </p>
          <p>
            {words.stock(product.stock)}
            {state === 'out' && <span className="catalog-badge out">{views.out}</span>}
            {state === 'low' && <span className="catalog-badge low">{views.low}</span>}
            {product.archived && <span className="catalog-badge archived">{views.archived}</span>}
          </p>
        </div>
        <button type="button" className="button secondary" onClick={onEdit} aria-label={words.editOf(product.name)}>
          {words.edit}
        </button>
      </article>
    </li>
  );
}
