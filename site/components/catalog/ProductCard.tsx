/** One product in a grid: artwork, name, notes, price (with the EID SALE badge), stock and Add to Cart. */
import { isOnSale, type ListedProduct } from '../../../schema/payloads/products';
import { listPrice } from '../../lib/money';

export type CardProduct = Pick<ListedProduct, '_id' | 'name' | 'description' | 'price' | 'compareAtPrice' | 'image' | 'inStock'>;

/** Names longer than this use a smaller font (SPEC §2). */
const LONG_NAME = 25;

interface Props {
  product: CardProduct;
  busy: boolean;
  error?: string;
  onAdd: () => void;
  /** h2 on category pages; h3 where the grid sits under a section heading (home). */
  headingLevel?: 2 | 3;
}

export function ProductCard({ product, busy, error, onAdd, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const onSale = isOnSale(product);
  const headingId = `product-${product._id}`;
  return (
    <li className="product-card">
      <div className="product-art">
        <img src={product.image} alt={product.name} width={400} height={400} loading="lazy" decoding="async" />
        {onSale && <span className="sale-badge">EID SALE</span>}
      </div>
      <Heading id={headingId} className={product.name.length > LONG_NAME ? 'product-name long' : 'product-name'}>
        {product.name}
      </Heading>
      <p className="product-description">{product.description}</p>
      <p className="product-price">
        {onSale && product.compareAtPrice !== null && (
          <s>
            <span className="visually-hidden">Was </span>
            {listPrice(product.compareAtPrice)}
          </s>
        )}
        <span>
          {onSale && <span className="visually-hidden">Now </span>}
          {listPrice(product.price)}
        </span>
      </p>
      <button
        type="button"
        className="button add-to-cart"
        disabled={busy || !product.inStock}
        aria-busy={busy}
        aria-describedby={error ? `${headingId}-error` : undefined}
        onClick={onAdd}
      >
        {busy && <span className="spinner" aria-hidden="true" />}
        {product.inStock ? (busy ? 'Adding…' : 'Add to Cart') : 'Out of stock'}
        {product.inStock && <span className="visually-hidden"> {product.name}</span>}
      </button>
      <p id={`${headingId}-error`} className="error-text add-error" role="alert">
        {error}
      </p>
    </li>
  );
}
