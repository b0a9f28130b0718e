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
import { useConsoleWords } from '../console-words';
import { fieldProblemsIn } from '../use-field-checks';
import { productFieldOf } from './product-refusal';

/** A perfume not yet added has no saved photos. */
const NO_PHOTOS: string[] = [];

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
  const { words: all } = useConsoleWords();
  const words = all.catalog.editor;
  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Each input's id is its field's, after 'product-'.
    const problems = Object.entries(fieldProblemsIn(event.currentTarget, all.fieldProblems));
    if (problems.length > 0) {
      editor.showProblems(
        Object.fromEntries(problems.map(([id, message]) => [productFieldOf(id.replace(/^product-/, '')), message])),
      );
      focusFirstInvalid(form.current);
    } else if (!(await editor.save())) focusFirstInvalid(form.current);
  }

  const title = product ? product.name : words.add;
  return (
    <section className="product-editor" aria-labelledby="product-editor-title">
      <button type="button" className="button secondary back-button" onClick={onClose}>
        {words.back}
      </button>
      <h3 id="product-editor-title" ref={heading} tabIndex={-1}>
        {title}
        {product?.archived && <span className="catalog-badge archived">{words.archived}</span>}
      </h3>
      {product && <p className="muted">{words.address(product.slug)}</p>}
      <form
        ref={form}
        className="product-form"
        onSubmit={submit}
        aria-label={words.form(product?.name ?? null)}
        noValidate
      >
        {formError && (
          <div className="form-alert" role="alert">
            <p className="error-text">{formError}</p>
            {stale && (
              <button type="button" className="button secondary" disabled={busy} onClick={() => void editor.reload()}>
                {words.reload}
              </button>
            )}
          </div>
        )}
        <ProductFields editor={editor} />
        <PhotoPicker
          images={draft.images}
          saved={product?.images ?? NO_PHOTOS}
          error={errors.images}
          onChange={(images) => editor.set('images', images)}
          onUploaded={editor.addImage}
          onBusy={setUploading}
        />
        <div className="form-buttons">
          <button type="submit" className="button" disabled={busy || uploading}>
            {busy ? words.saving : product ? words.save : words.create}
          </button>
          {uploading && <span className="muted">{words.waitingPhotos}</span>}
        </div>
        <p className="success-text" role="status">
          {notice}
        </p>
      </form>
      {product && <StockPanel key={product._id} product={product} onChanged={editor.adopt} />}
      {product && <SizesPanel key={`sizes-${product._id}`} product={product} />}
      {product && (
        <section className="archive-panel" aria-labelledby="archive-title">
          <h4 id="archive-title">{product.archived ? words.archived.trim() : words.onSale}</h4>
          <p className="muted">{product.archived ? words.archivedExplained : words.archiveExplained}</p>
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => void editor.setArchived(!product.archived)}
          >
            {product.archived ? words.restore : words.archive}
          </button>
        </section>
      )}
    </section>
  );
}
