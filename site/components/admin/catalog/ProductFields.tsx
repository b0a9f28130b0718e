/** The product form's fields, each with the server's refusal under it when there is one. */
import { CONCENTRATIONS } from '#schema/catalog/concentrations';
import { MAX_DESCRIPTION, MAX_NAME } from '#schema/catalog/limits';
import { GENDERS, OCCASIONS, SCENT_TYPES, SEASONS } from '#schema/catalog/categories';
import { DICTIONARIES } from '#schema/i18n/languages';
import { Field } from '../../forms/Field';
import { CheckGroup, Choice, TextBox } from './FormParts';
import { NoteNamesUr } from './NoteNamesUr';
import type { ProductEditorState } from './use-product-editor';
import { useConsoleWords } from '../console-words';

const WHOLE = { type: 'number', inputMode: 'numeric', step: 1 } as const;

export function ProductFields({ editor }: { editor: ProductEditorState }) {
  const { draft, errors, set, product } = editor;
  const { lang, words: all } = useConsoleWords();
  const words = all.catalog.fields;
  const categoryLabel = (category: (typeof GENDERS | typeof SEASONS | typeof OCCASIONS)[number]) =>
    DICTIONARIES[lang].categories[category];
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
      <Field label={words.name} required maxLength={MAX_NAME} autoComplete="off" {...text('name')} />
      <TextBox
        id="product-description"
        label={words.description}
        required
        rows={3}
        maxLength={MAX_DESCRIPTION}
        value={draft.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextBox
        id="product-descriptionUr"
        label={words.descriptionUr}
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
        {words.descriptionUrHint}
      </p>
      <p className="muted field-hint">{words.notesHint}</p>
      <Field label={words.notesTop} {...text('notesTop')} />
      <Field label={words.notesHeart} {...text('notesHeart')} />
      <Field label={words.notesBase} {...text('notesBase')} />
      <NoteNamesUr editor={editor} />
      <div className="field-row">
        <Choice
          id="product-concentration"
          label={words.concentration}
          value={draft.concentration}
          error={errors.concentration}
          onChange={(event) => set('concentration', event.target.value)}
        >
          {CONCENTRATIONS.map((concentration) => (
            <option key={concentration} value={concentration}>
              {words.concentrations[concentration]}
            </option>
          ))}
        </Choice>
        <Field label={words.size} required min={1} {...whole('sizeMl')} />
      </div>
      <div className="field-row">
        <Field label={words.price} required min={1} {...whole('price')} />
        <Field
          label={words.compareAtPrice}
          min={1}
          {...whole('compareAtPrice')}
          aria-describedby={`product-compareAtPrice-hint${errors.compareAtPrice ? ' product-compareAtPrice-error' : ''}`}
        />
      </div>
      <p className="muted field-hint" id="product-compareAtPrice-hint">
        {words.compareAtPriceHint}
      </p>
      <div className="field-row">
        {product ? (
          <p className="stock-now">
            {words.inStock}
            <strong>{product.stock}</strong>
            <span className="muted">{words.changeBelow}</span>
          </p>
        ) : (
          <Field label={words.startStock} required min={0} {...whole('stock')} />
        )}
        <Field label={words.lowStockAt} required min={0} {...whole('lowStockAt')} />
      </div>
      <Choice
        id="product-scentType"
        label={words.scentType}
        required
        value={draft.scentType}
        error={errors.scentType}
        onChange={(event) => set('scentType', event.target.value)}
      >
        <option value="">{words.chooseScentType}</option>
        {SCENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {all.catalog.scentTypes[type]}
          </option>
        ))}
      </Choice>
      <CheckGroup
        id="product-genders"
        label={words.genders}
        options={GENDERS}
        labelOf={categoryLabel}
        value={draft.genders}
        error={errors.genders}
        onChange={(value) => set('genders', value)}
      />
      <CheckGroup
        id="product-seasons"
        label={words.seasons}
        options={SEASONS}
        labelOf={categoryLabel}
        value={draft.seasons}
        error={errors.seasons}
        onChange={(value) => set('seasons', value)}
      />
      <CheckGroup
        id="product-occasions"
        label={words.occasions}
        options={OCCASIONS}
        labelOf={categoryLabel}
        value={draft.occasions}
        error={errors.occasions}
        onChange={(value) => set('occasions', value)}
      />
      <Choice
        id="product-featured"
        label={words.featured}
        value={draft.featured}
        error={errors.featured}
        aria-describedby={`product-featured-hint${errors.featured ? ' product-featured-error' : ''}`}
        onChange={(event) => set('featured', event.target.value as '' | 'sale' | 'miraj')}
      >
        <option value="">{words.notFeatured}</option>
        <option value="sale">{words.featuredSale}</option>
        <option value="miraj">{words.featuredMiraj}</option>
      </Choice>
      <p className="muted field-hint" id="product-featured-hint">
        {words.featuredHint}
      </p>
    </>
  );
}
