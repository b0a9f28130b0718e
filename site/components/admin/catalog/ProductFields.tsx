/** The product form's fields, each with the server's refusal under it when there is one. */
import { CONCENTRATIONS } from '#schema/catalog/concentrations';
import { MAX_DESCRIPTION, MAX_NAME } from '#schema/catalog/limits';
import { categoryLabel, GENDERS, OCCASIONS, SCENT_TYPES, SEASONS } from '#schema/catalog/categories';
import { Field } from '../../forms/Field';
import { CheckGroup, Choice, TextBox } from './FormParts';
import type { ProductEditorState } from './use-product-editor';

const WHOLE = { type: 'number', inputMode: 'numeric', step: 1 } as const;
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function ProductFields({ editor }: { editor: ProductEditorState }) {
  const { draft, errors, set, product } = editor;
  type TextField =
    'name' | 'notesTop' | 'notesHeart' | 'notesBase' | 'sizeMl' | 'price' | 'compareAtPrice' | 'stock' | 'lowStockAt';
  const text = (field: TextField) => ({
    id: `product-${field}`,
    value: draft[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const whole = (field: TextField) => ({ ...WHOLE, ...text(field) });
  return (
    <>
      <Field label="Name" required maxLength={MAX_NAME} autoComplete="off" {...text('name')} />
      <TextBox
        id="product-description"
        label="Description"
        required
        rows={3}
        maxLength={MAX_DESCRIPTION}
        value={draft.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextBox
        id="product-descriptionUr"
        label="Describe it in Urdu (optional)"
        lang="ur"
        dir="rtl"
        rows={3}
        maxLength={MAX_DESCRIPTION}
        value={draft.descriptionUr}
        error={errors.descriptionUr}
        aria-describedby={`product-descriptionUr-hint${errors.descriptionUr ? ' product-descriptionUr-error' : ''}`}
        onChange={(event) => set('descriptionUr', event.target.value)}
      />
      <p className="muted field-hint" id="product-descriptionUr-hint">
        Shown on the Urdu page; left empty, that page shows the English description.
      </p>
      <p className="muted field-hint">Notes: a few words each, separated by commas (Bergamot, Pink Pepper).</p>
      <Field label="Top notes" {...text('notesTop')} />
      <Field label="Heart notes" {...text('notesHeart')} />
      <Field label="Base notes" {...text('notesBase')} />
      <div className="field-row">
        <Choice
          id="product-concentration"
          label="Concentration"
          value={draft.concentration}
          error={errors.concentration}
          onChange={(event) => set('concentration', event.target.value)}
        >
          {CONCENTRATIONS.map((concentration) => (
            <option key={concentration} value={concentration}>
              {sentenceCase(concentration)}
            </option>
          ))}
        </Choice>
        <Field label="Size (ml)" required min={1} {...whole('sizeMl')} />
      </div>
      <div className="field-row">
        <Field label="Price (Rs)" required min={1} {...whole('price')} />
        <Field
          label="Price before the sale (Rs)"
          min={1}
          {...whole('compareAtPrice')}
          aria-describedby={`product-compareAtPrice-hint${errors.compareAtPrice ? ' product-compareAtPrice-error' : ''}`}
        />
      </div>
      <p className="muted field-hint" id="product-compareAtPrice-hint">
        Struck through on the card, with no badge and no end date; usually empty. A sale with a name, a badge and dates
        is made under Sales.
      </p>
      <div className="field-row">
        {product ? (
          <p className="stock-now">
            In stock: <strong>{product.stock}</strong>
            <span className="muted"> (change it under Stock below)</span>
          </p>
        ) : (
          <Field label="Stock to start with" required min={0} {...whole('stock')} />
        )}
        <Field label="Low-stock level" required min={0} {...whole('lowStockAt')} />
      </div>
      <Choice
        id="product-scentType"
        label="Scent type"
        required
        value={draft.scentType}
        error={errors.scentType}
        onChange={(event) => set('scentType', event.target.value)}
      >
        <option value="">Choose a scent type</option>
        {SCENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {categoryLabel(type)}
          </option>
        ))}
      </Choice>
      <CheckGroup
        id="product-genders"
        label="For"
        options={GENDERS}
        labelOf={categoryLabel}
        value={draft.genders}
        error={errors.genders}
        onChange={(value) => set('genders', value)}
      />
      <CheckGroup
        id="product-seasons"
        label="Seasons"
        options={SEASONS}
        labelOf={categoryLabel}
        value={draft.seasons}
        error={errors.seasons}
        onChange={(value) => set('seasons', value)}
      />
      <CheckGroup
        id="product-occasions"
        label="Occasions"
        options={OCCASIONS}
        labelOf={categoryLabel}
        value={draft.occasions}
        error={errors.occasions}
        onChange={(value) => set('occasions', value)}
      />
      <Choice
        id="product-featured"
        label="On the home page"
        value={draft.featured}
        error={errors.featured}
        onChange={(event) => set('featured', event.target.value as '' | 'sale' | 'miraj')}
      >
        <option value="">Not featured</option>
        <option value="sale">In the home page’s sale</option>
        <option value="miraj">The featured (Miraj) spot</option>
      </Choice>
    </>
  );
}
