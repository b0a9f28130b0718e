/**
 * Adding or editing one perfume: its fields and photos, then (once it exists) its stock, its tester and sample sizes
 * and whether shoppers see it.
 * A refusal shows under the field it is about; a stale copy offers Reload, which keeps what the owner typed.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminProduct } from '#schema/answers/admin-products';
import { focusFirstInvalid } from '../../forms/focus-invalid';
import { PhotoPicker } from './PhotoPicker';
import { ProductFields } from './ProductFields';
import { SizesPanel } from './SizesPanel';
import { StockPanel } from './StockPanel';
import { useProductEditor } from './use-product-editor';

interface Props {
  product: AdminProduct | null;
  onSaved: (product: AdminProduct) => void;
  onClose: () => void;
}

export function ProductEditor({ product: initial, onSaved, onClose }: Props) {
  const editor = useProductEditor(initial, onSaved);
  const { product, draft, errors, formError, stale, busy, notice } = editor;
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await editor.save())) focusFirstInvalid(form.current);
  }

  const title = product ? product.name : 'Add a perfume';
  return (
    <section className="product-editor" aria-labelledby="product-editor-title">
      <button type="button" className="button secondary back-button" onClick={onClose}>
        ← Back to products
      </button>
      <h3 id="product-editor-title" ref={heading} tabIndex={-1}>
        {title}
        {product?.archived && <span className="catalog-badge archived"> Archived</span>}
      </h3>
      {product && <p className="muted">Address: /perfumes/{product.slug}</p>}
      <form
        ref={form}
        className="product-form"
        onSubmit={submit}
        aria-label={product ? `Edit ${product.name}` : 'New perfume'}
      >
        {formError && (
          <div className="form-alert" role="alert">
            <p className="error-text">{formError}</p>
            {stale && (
              <button type="button" className="button secondary" disabled={busy} onClick={() => void editor.reload()}>
                Reload
              </button>
            )}
          </div>
        )}
        <ProductFields editor={editor} />
        <PhotoPicker
          images={draft.images}
          error={errors.images}
          onChange={(images) => editor.set('images', images)}
          onUploaded={editor.addImage}
          onBusy={setUploading}
        />
        <div className="form-buttons">
          <button type="submit" className="button" disabled={busy || uploading}>
            {busy ? 'Saving…' : product ? 'Save changes' : 'Add perfume'}
          </button>
          {uploading && <span className="muted">Waiting for the photos…</span>}
        </div>
        <p className="success-text" role="status">
          {notice}
        </p>
      </form>
      {product && <StockPanel key={product._id} product={product} onChanged={editor.adopt} />}
      {product && <SizesPanel key={`sizes-${product._id}`} product={product} />}
      {product && (
        <section className="archive-panel" aria-labelledby="archive-title">
          <h4 id="archive-title">{product.archived ? 'Archived' : 'On sale in the shop'}</h4>
          <p className="muted">
            {product.archived
              ? 'Shoppers do not see this perfume. Its past orders and receipts stay as they were.'
              : 'Archiving takes it out of the listings, the cart and its page; its past orders keep it.'}
          </p>
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => void editor.setArchived(!product.archived)}
          >
            {product.archived ? 'Restore' : 'Archive'}
          </button>
        </section>
      )}
    </section>
  );
}
