/**
 * A perfume's tester and sample sizes besides its bottle: each its ml, price and own stock, added, changed and
 * removed here and saved as one list. Shoppers choose among them on the perfume's page; a refusal shows under the
 * size and box it is about. The list is saved with the one it was read as: a tester sold, or another save made,
 * meanwhile is never overwritten by figures typed over the old ones; the list is read again and says so.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminProduct } from '#schema/answers/admin-products';
import { amount } from '#schema/money';
import { MAX_SIZES, type ProductSize } from '#schema/payloads/product-sizes';
import { readSizes, saveSizes } from '#site/api/admin-catalog';
import { ApiFailure } from '#site/lib/api';
import { refusedIn, useConsoleWords, type FieldWords } from '../console-words';
import { useFieldChecks } from '../use-field-checks';
import { Field } from '../../forms/Field';
import Alert from '../../forms/Alert';

/** A size as the form holds it. */
type Row = Record<keyof ProductSize, string> & { key: number };

const rowOf = (size: ProductSize, key: number): Row => ({
  key,
  ml: String(size.ml),
  price: String(size.price),
  stock: String(size.stock),
});

export function SizesPanel({ product }: { product: AdminProduct }) {
  const { lang, words: all, refused } = useConsoleWords();
  const words = all.catalog.sizes;
  const checks = useFieldChecks();
  /** A size's box by its path (`sizes.1.price`), and the whole list by `sizes`. */
  const fields: FieldWords = {
    label: (path) => {
      const box = path.split('.')[2];
      if (box === undefined) return path === 'sizes' ? words.title : undefined;
      return { ml: words.ml, price: words.price, stock: words.stock }[box];
    },
  };
  const [rows, setRows] = useState<Row[] | null>(null);
  /** The list as the shop last answered it, which a save names as the one it changes. */
  const [read, setRead] = useState<ProductSize[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [notice, setNotice] = useState('');
  /** The sizes are read once per perfume, and again each time this counts up (a save refused for a moved stock). */
  const [reads, setReads] = useState(0);

  useEffect(() => {
    readSizes(product._id).then(
      (sizes) => {
        setRead(sizes);
        setRows(sizes.map(rowOf));
      },
      (failure: unknown) => setError({ message: refusedIn(lang, failure, words.readFailed) }),
    );
  }, [product._id, reads, lang, words.readFailed]);

  const change = (key: number, field: keyof ProductSize, value: string) =>
    setRows((shown) => shown!.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passed(event.currentTarget)) return;
    setBusy(true);
    setError(null);
    setNotice('');
    try {
      const sizes = rows!.map((row) => ({
        ml: Number(row.ml),
        price: Number(row.price),
        stock: Number(row.stock),
      }));
      const saved = await saveSizes(product._id, sizes, read);
      setRead(saved);
      setRows(saved.map(rowOf));
      setNotice(words.saved);
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.code === 'stale_version') {
        setReads((count) => count + 1);
        setNotice(words.refilled);
        return;
      }
      const field = failure instanceof ApiFailure ? failure.field : undefined;
      const own = words.refusals(product.sizeMl, amount(product.price));
      setError({ field, message: refused(failure, words.saveFailed, own, fields) });
    } finally {
      setBusy(false);
    }
  }

  const errorOn = (i: number, field: keyof ProductSize) =>
    error?.field === `sizes.${i}.${field}` ? error.message : undefined;
  const fieldError = error?.field?.startsWith('sizes.') ? null : error;
  /** A size's three boxes: a size is below the bottle's volume, and is sold for something. */
  const boxes: { field: keyof ProductSize; label: string; min: number; max?: number }[] = [
    { field: 'ml', label: words.ml, min: 1, max: product.sizeMl - 1 },
    { field: 'price', label: words.price, min: 1 },
    { field: 'stock', label: words.stock, min: 0 },
  ];
  return (
    <section className="sizes-panel" aria-labelledby="sizes-title">
      <h4 id="sizes-title">{words.title}</h4>
      <p className="muted">{words.intro(product.sizeMl, amount(product.price))}</p>
      {rows && (
        <form onSubmit={save} aria-label={words.title} noValidate>
          {rows.map((row, i) => (
            <fieldset key={row.key} className="field-row">
              <legend className="visually-hidden">{words.size(i + 1)}</legend>
              {boxes.map(({ field, label, min, max }) => (
                <Field
                  key={field}
                  id={`size-${row.key}-${field}`}
                  label={label}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  required
                  value={row[field]}
                  error={checks.message(`size-${row.key}-${field}`) ?? errorOn(i, field)}
                  onInput={() => checks.clear(`size-${row.key}-${field}`)}
                  onChange={(event) => change(row.key, field, event.target.value)}
                />
              ))}
              <button
                type="button"
                className="button secondary"
                disabled={busy}
                onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
              >
                {words.remove(row.ml)}
              </button>
            </fieldset>
          ))}
          <div className="form-buttons">
            <button
              type="button"
              className="button secondary"
              disabled={busy || rows.length >= MAX_SIZES}
              onClick={() => {
                // A key no row has: one past the highest.
                const key = Math.max(-1, ...rows.map((other) => other.key)) + 1;
                setRows([...rows, { key, ml: '', price: '', stock: '0' }]);
              }}
            >
              {words.add}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {busy ? words.saving : words.save}
            </button>
          </div>
          <p className="success-text" role="status">
            {notice}
          </p>
        </form>
      )}
      <Alert message={fieldError?.message ?? ''} />
    </section>
  );
}
