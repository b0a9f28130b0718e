/** Add to Cart for one product: a spinner while busy, 'Out of stock' and disabled when there is none. */
interface Props {
  product: { name: string; inStock: boolean };
  busy: boolean;
  onClick: () => void;
  /** The id of the element that says why the last add failed. */
  describedBy?: string;
}

export function AddToCartButton({ product, busy, onClick, describedBy }: Props) {
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
      {product.inStock ? (busy ? 'Adding…' : 'Add to Cart') : 'Out of stock'}
      {product.inStock && <span className="visually-hidden"> {product.name}</span>}
    </button>
  );
}
