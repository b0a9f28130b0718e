/**
 * A perfume's tester and sample sizes besides its bottle: each its ml, price and own stock, added, changed and
 * removed here and saved as one list. Shoppers choose among them on the perfume's page; a refusal shows under the
 * size and box it is about.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminProduct } from '#schema/answers/admin-products';
import { MAX_SIZES, type ProductSize } from '#schema/payloads/product-sizes';
import { readSizes, saveSizes } from '../../../api/admin-catalog';
import { ApiFailure, failureMessage } from '../../../lib/api';
import { Field } from '../../forms/Field';
import Alert from '../../forms/Alert';

type Row = Record<keyof ProductSize, string> & { key: number };

const rowOf = (size: ProductSize, key: number): Row => ({
  key,
  ml: String(size.ml),
  price: String(size.price),
  stock: String(size.stock),
});

export function SizesPanel({ product }: { product: AdminProduct }) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [next, setNext] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [notice, setNotice] = useState('');

  function show(sizes: ProductSize[]) {
    setRows(sizes.map(rowOf));
    setNext(sizes.length);
  }

  useEffect(() => {
    readSizes(product._id).then(show, (failure: unknown) =>
      setError({ message: failureMessage(failure, 'Could not read the sizes. Please reload.') }),
    );
  }, [product._id]);

  const change = (key: number, field: keyof ProductSize, value: string) =>
    setRows((shown) => shown!.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice('');
    try {
      const sizes = rows!.map((row) => ({ ml: Number(row.ml), price: Number(row.price), stock: Number(row.stock) }));
      show(await saveSizes(product._id, sizes));
      setNotice('Sizes saved.');
    } catch (failure) {
      const field = failure instanceof ApiFailure ? failure.field : undefined;
      setError({ field, message: failureMessage(failure, 'Could not save the sizes. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  const errorOn = (i: number, field: keyof ProductSize) =>
    error?.field === `sizes.${i}.${field}` ? error.message : undefined;
  const fieldError = error?.field?.startsWith('sizes.') ? null : error;
  return (
    <section className="sizes-panel" aria-labelledby="sizes-title">
      <h4 id="sizes-title">Tester and sample sizes</h4>
      <p className="muted">
        Besides the {product.sizeMl} ml bottle: each smaller size with its own price (below Rs {product.price}) and
        stock. Sales take the same share off them as off the bottle.
      </p>
      {rows && (
        <form onSubmit={save} aria-label="Tester and sample sizes">
          {rows.map((row, i) => (
            <fieldset key={row.key} className="field-row">
              <legend className="visually-hidden">Size {i + 1}</legend>
              <Field
                id={`size-${row.key}-ml`}
                label="Size (ml)"
                type="number"
                inputMode="numeric"
                min={1}
                max={product.sizeMl - 1}
                required
                value={row.ml}
                error={errorOn(i, 'ml')}
                onChange={(event) => change(row.key, 'ml', event.target.value)}
              />
              <Field
                id={`size-${row.key}-price`}
                label="Price (Rs)"
                type="number"
                inputMode="numeric"
                min={1}
                required
                value={row.price}
                error={errorOn(i, 'price')}
                onChange={(event) => change(row.key, 'price', event.target.value)}
              />
              <Field
                id={`size-${row.key}-stock`}
                label="Stock"
                type="number"
                inputMode="numeric"
                min={0}
                required
                value={row.stock}
                error={errorOn(i, 'stock')}
                onChange={(event) => change(row.key, 'stock', event.target.value)}
              />
              <button
                type="button"
                className="button secondary"
                disabled={busy}
                onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
              >
                Remove {row.ml ? `${row.ml} ml` : 'this size'}
              </button>
            </fieldset>
          ))}
          <div className="form-buttons">
            <button
              type="button"
              className="button secondary"
              disabled={busy || rows.length >= MAX_SIZES}
              onClick={() => {
                setRows([...rows, { key: next, ml: '', price: '', stock: '0' }]);
                setNext(next + 1);
              }}
            >
              Add a size
            </button>
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Saving…' : 'Save sizes'}
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
