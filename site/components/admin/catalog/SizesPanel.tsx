/**
 * A perfume's tester and sample sizes besides its bottle: each its ml, price and own stock, added, changed and
 * removed here and saved as one list. Shoppers choose among them on the perfume's page; a refusal shows under the
 * size and box it is about. The list is saved with the one it was read as: a tester sold, or another save made,
 * meanwhile is never overwritten by figures typed over the old ones. Such a save is refused and what was typed stays;
 * Reload brings in today's list under it (size-rows.ts), naming the figures someone else changed too.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminProduct } from '#schema/answers/admin-products';
import { amount } from '#schema/money';
import { MAX_SIZES, type ProductSize } from '#schema/payloads/product-sizes';
import { readSizes, saveSizes } from '#site/api/admin-catalog';
import { ApiFailure, refusedWith } from '#site/lib/api';
import { refusedIn, useConsoleWords, type FieldWords } from '../console-words';
import { useFieldChecks } from '../use-field-checks';
import { Field } from '../../forms/Field';
import Alert from '../../forms/Alert';
import { keepTyped, rowOf, type SizeBox, type SizeRow } from './size-rows';

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
  const [rows, setRows] = useState<SizeRow[] | null>(null);
  /** The list as the shop last answered it, which a save names as the one it changes. */
  const [read, setRead] = useState<ProductSize[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [notice, setNotice] = useState('');
  /** A save was refused because the list changed meanwhile: Reload is offered. */
  const [stale, setStale] = useState(false);

  useEffect(() => {
    readSizes(product._id).then(
      (sizes) => {
        setRead(sizes);
        setRows(sizes.map(rowOf));
      },
      (failure: unknown) => setError({ message: refusedIn(lang, failure, words.readFailed) }),
    );
  }, [product._id, lang, words.readFailed]);

  const change = (key: number, field: keyof ProductSize, value: string) =>
    setRows((shown) => shown!.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passed(event.currentTarget)) return;
    setBusy(true);
    setError(null);
    setNotice('');
    setStale(false);
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
      if (refusedWith(failure, 'stale_version')) {
        setStale(true);
        return;
      }
      const field = failure instanceof ApiFailure ? failure.field : undefined;
      const own = words.refusals(product.sizeMl, amount(product.price));
      setError({ field, message: refused(failure, words.saveFailed, own, fields) });
    } finally {
      setBusy(false);
    }
  }

  /** Today's list under what the owner typed: their figures stay, the others take today's values. */
  async function reload() {
    setBusy(true);
    try {
      const fresh = await readSizes(product._id);
      const moved = keepTyped(rows ?? [], read, fresh);
      setRead(fresh);
      setRows(moved.rows);
      setStale(false);
      setError(null);
      const label = { ml: words.ml, price: words.price, stock: words.stock };
      const figures = moved.clashes.map(({ ml, box }) => words.clash(ml, label[box]));
      setNotice(figures.length === 0 ? words.reloaded : words.reloadedOver(figures));
    } catch (failure) {
      setError({ message: refused(failure, words.readFailed) });
    } finally {
      setBusy(false);
    }
  }

  const errorOn = (i: number, field: SizeBox) => (error?.field === `sizes.${i}.${field}` ? error.message : undefined);
  const fieldError = error?.field?.startsWith('sizes.') ? null : error;
  /** A size's three boxes: a size is below the bottle's volume, and is sold for something. */
  const boxes: { field: SizeBox; label: string; min: number; max?: number }[] = [
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
                setRows([...rows, { key, ml: '', price: '', stock: '0', was: null }]);
              }}
            >
              {words.add}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {busy ? words.saving : words.save}
            </button>
          </div>
          {stale && (
            <div className="form-alert" role="alert">
              <p className="error-text">{words.stale}</p>
              <button type="button" className="button secondary" disabled={busy} onClick={() => void reload()}>
                {words.reload}
              </button>
            </div>
          )}
          <p className="success-text" role="status">
            {notice}
          </p>
        </form>
      )}
      <Alert message={fieldError?.message ?? ''} />
    </section>
  );
}
