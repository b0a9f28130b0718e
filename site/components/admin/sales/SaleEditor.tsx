/**
 * A named sale being made or changed: its name, the badge the cards show, when it starts and ends, and its perfumes
 * with their sale prices (each below the perfume's own price; the server says which one is not). A refusal shows
 * beside the input it is about (sale-refusal.ts), as the product form's do. A perfume archived while in the sale
 * says so on its line, its sale price kept as it was: the owner may remove it, or save the sale with it.
 */
import { useState, type FormEvent, type SyntheticEvent } from 'react';
import type { Sale, SaleItem } from '#schema/answers/sales';
import { MAX_SALE_BADGE, MAX_SALE_NAME, MAX_SEARCH } from '#schema/payloads/text-limits';
import { changeSale, createSale, findPerfumes, readSale } from '#site/api/sales';
import { ApiFailure } from '#site/lib/api';
import { FieldError } from '../catalog/FormParts';
import { amount } from '#schema/money';
import { fromLocalInput, toLocalInput } from './sale-dates';
import { saleRefusalOf, type SaleField, type SaleRefusal } from './sale-refusal';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';
import { useFieldChecks } from '../use-field-checks';

interface Props {
  /** null for a new sale. */
  sale: Sale | null;
  onSaved: (sale: Sale) => void;
  onCancel: () => void;
}

type Line = Omit<SaleItem, 'salePrice'> & { salePrice: string };

export function SaleEditor({ sale, onSaved, onCancel }: Props) {
  const [lines, setLines] = useState<Line[]>(
    sale?.items.map((item) => ({ ...item, salePrice: String(item.salePrice) })) ?? [],
  );
  const [find, setFind] = useState('');
  const [found, setFound] = useState<Array<{ _id: string; name: string; price: number }>>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [refusal, setRefusal] = useState<SaleRefusal | null>(null);
  // The copy being changed: the newer of the one the list hands in (it hands in each save's anew, to the same editor)
  // and the one Reload read after another admin saved over it.
  const [reloaded, setReloaded] = useState<Sale | null>(null);
  const base = reloaded && sale && reloaded._id === sale._id && reloaded.version > sale.version ? reloaded : sale;
  const [stale, setStale] = useState(false);
  const [notice, setNotice] = useState('');
  const { refused, words: all } = useConsoleWords();
  const words = all.catalog.saleEditor;
  const title = words.title(sale?.name ?? null);
  const checks = useFieldChecks();

  async function search(event: SyntheticEvent) {
    event.preventDefault();
    try {
      setFound(await findPerfumes(find.trim()));
    } catch (failure) {
      setError(refused(failure, words.findFailed));
    }
  }

  function add(perfume: { _id: string; name: string; price: number }) {
    if (!lines.some((line) => line.productId === perfume._id)) {
      const { _id: productId, name, price } = perfume;
      setLines([...lines, { productId, name, price, archived: false, salePrice: '' }]);
    }
    setFound([]);
    setFind('');
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const form = event.currentTarget;
    if (!checks.passed(form)) return;
    const data = new FormData(form);
    const fields = {
      name: String(data.get('name')),
      nameUr: String(data.get('nameUr')),
      badge: String(data.get('badge')),
      startsAt: fromLocalInput(String(data.get('startsAt'))),
      endsAt: fromLocalInput(String(data.get('endsAt'))),
      items: lines.map((line) => ({ productId: line.productId, salePrice: Number(line.salePrice) })),
    };
    if (Date.parse(fields.endsAt) <= Date.parse(fields.startsAt))
      return checks.refuse(form, 'endsAt', words.endsBeforeStart);
    setBusy(true);
    setNotice('');
    setError('');
    setRefusal(null);
    try {
      onSaved(base ? await changeSale(base._id, { version: base.version, ...fields }) : await createSale(fields));
    } catch (failure) {
      const place = saleRefusalOf(failure, refused(failure, words.saveFailed, words.refusals));
      setStale(failure instanceof ApiFailure && failure.code === 'stale_version');
      if (place.field) setRefusal(place);
      else setError(place.message);
    } finally {
      setBusy(false);
    }
  }

  /** Reads the sale as another admin left it, keeping what was typed here, and says what they changed. */
  async function reload() {
    if (!base) return;
    setBusy(true);
    try {
      const now = await readSale(base._id);
      setNotice(words.reloaded(changedBetween(base, now)));
      setReloaded(now);
      setStale(false);
      setError('');
    } catch (failure) {
      setError(refused(failure, words.reloadFailed, words.refusals));
    } finally {
      setBusy(false);
    }
  }

  /** The form's labels of what differs between two copies of the sale. */
  function changedBetween(before: Sale, after: Sale): string[] {
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    const priced = (sale: Sale) => sale.items.map(({ productId, salePrice }) => [productId, salePrice]);
    return [
      [words.name, before.name === after.name],
      [words.nameUr, before.nameUr === after.nameUr],
      [words.badge, before.badge === after.badge],
      [words.starts, before.startsAt === after.startsAt],
      [words.ends, before.endsAt === after.endsAt],
      [words.lines, same(priced(before), priced(after))],
    ].flatMap(([label, kept]) => (kept ? [] : [String(label)]));
  }

  const idOf = (field: SaleField) => `sale-${sale?._id ?? 'new'}-${field}`;
  /** The form's own check of the field first (nothing was sent), else the shop's refusal of it. */
  const errorOn = (field: SaleField) =>
    checks.message(field) ?? (refusal?.field === field ? refusal.message : undefined);
  /** The input's name and its ties to its problem, for screen readers; the problem goes as it is changed. */
  const described = (field: SaleField) => ({
    name: field,
    onInput: () => checks.clear(field),
    ...(errorOn(field) ? { 'aria-invalid': true, 'aria-describedby': `${idOf(field)}-error` } : {}),
  });

  return (
    <div className="sale-editor">
      <h3>{title}</h3>
      <form onSubmit={save} aria-label={title} className="sale-form" noValidate>
        <label>
          {words.name}
          <input
            required
            maxLength={MAX_SALE_NAME}
            defaultValue={sale?.name}
            placeholder={words.namePlaceholder}
            {...described('name')}
          />
        </label>
        <FieldError id={idOf('name')} error={errorOn('name')} />
        <label>
          {words.nameUr}
          <input
            name="nameUr"
            lang="ur"
            dir="rtl"
            maxLength={MAX_SALE_NAME}
            defaultValue={sale?.nameUr ?? ''}
            placeholder="عید سیل"
            aria-describedby={`${idOf('nameUr')}-hint${errorOn('nameUr') ? ` ${idOf('nameUr')}-error` : ''}`}
            aria-invalid={errorOn('nameUr') ? true : undefined}
          />
        </label>
        <p className="muted field-hint" id={`${idOf('nameUr')}-hint`}>
          {words.nameUrHint}
        </p>
        <FieldError id={idOf('nameUr')} error={errorOn('nameUr')} />
        <label>
          {words.badge}
          <input
            required
            maxLength={MAX_SALE_BADGE}
            defaultValue={sale?.badge}
            placeholder={words.badgePlaceholder}
            {...described('badge')}
          />
        </label>
        <FieldError id={idOf('badge')} error={errorOn('badge')} />
        <label>
          {words.starts}
          <input
            type="datetime-local"
            required
            defaultValue={sale ? toLocalInput(sale.startsAt) : undefined}
            {...described('startsAt')}
          />
        </label>
        <FieldError id={idOf('startsAt')} error={errorOn('startsAt')} />
        <label>
          {words.ends}
          <input
            type="datetime-local"
            required
            defaultValue={sale ? toLocalInput(sale.endsAt) : undefined}
            {...described('endsAt')}
          />
        </label>
        <FieldError id={idOf('endsAt')} error={errorOn('endsAt')} />
        <ul className="sale-lines" aria-label={words.lines}>
          {lines.map((line, index) => (
            <li key={line.productId}>
              <span>
                {line.name} <span className="muted">{amount(line.price)}</span>
              </span>
              {line.archived ? (
                <span>
                  <span className="visually-hidden">{words.keptPrice(line.name)} </span>
                  {amount(Number(line.salePrice))}
                </span>
              ) : (
                <label>
                  <span className="visually-hidden">{words.salePrice(line.name)}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    required
                    value={line.salePrice}
                    aria-label={words.salePrice(line.name)}
                    {...described(`item-${index}`)}
                    onChange={(event) =>
                      setLines(lines.map((l, i) => (i === index ? { ...l, salePrice: event.target.value } : l)))
                    }
                  />
                </label>
              )}
              <button
                type="button"
                className="button secondary"
                aria-describedby={line.archived ? `${idOf(`item-${index}`)}-unsold` : undefined}
                onClick={() => setLines(lines.filter((_, i) => i !== index))}
              >
                {words.remove}
                <span className="visually-hidden"> {line.name}</span>
              </button>
              {line.archived && (
                <p className="sale-unsold" id={`${idOf(`item-${index}`)}-unsold`}>
                  {words.unsold}
                </p>
              )}
              <FieldError id={idOf(`item-${index}`)} error={errorOn(`item-${index}`)} />
            </li>
          ))}
        </ul>
        <FieldError id={idOf('items')} error={errorOn('items')} />
        <div className="sale-find">
          <label>
            {words.add}
            <input
              type="search"
              value={find}
              maxLength={MAX_SEARCH}
              onChange={(event) => setFind(event.target.value)}
              onKeyDown={(event) => {
                // Enter finds perfumes here; it must not save the sale half made.
                if (event.key === 'Enter') void search(event);
              }}
            />
          </label>
          <button type="button" className="button secondary" onClick={(event) => void search(event)}>
            {words.find}
          </button>
        </div>
        {found.length > 0 && (
          <ul className="sale-found" aria-label={words.found}>
            {found.map((perfume) => (
              <li key={perfume._id}>
                <button type="button" className="button secondary" onClick={() => add(perfume)}>
                  {words.addOf(perfume.name, amount(perfume.price))}
                </button>
              </li>
            ))}
          </ul>
        )}
        <Alert message={error} />
        {stale && (
          <button type="button" className="button secondary" disabled={busy} onClick={() => void reload()}>
            {words.reload}
          </button>
        )}
        <p className="muted" role="status">
          {notice}
        </p>
        <div className="filter-buttons">
          <button type="submit" className="button" disabled={busy}>
            {sale ? words.save : words.start}
          </button>
          <button type="button" className="button secondary" onClick={onCancel}>
            {words.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
