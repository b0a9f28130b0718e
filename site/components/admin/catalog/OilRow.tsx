/**
 * One oil in the console: its name and base price per 25 ml, edited in place, and Hide or Show on the wholesale page.
 * A refusal about the name or the price shows beside that box; any other (another admin saved first) below the oil.
 */
import { useRef, useState, type FormEvent } from 'react';
import { changeOil } from '#site/api/admin-catalog';
import type { AdminOil } from '#schema/answers/admin-oils';
import { MAX_NAME } from '#schema/catalog/limits';
import type { OilChange } from '#site/api/admin-catalog';
import { ApiFailure, refusedWith } from '#site/lib/api';
import { amount } from '#schema/money';
import { useConsoleWords, type FieldWords } from '../console-words';
import { useFieldChecks } from '../use-field-checks';

interface Props {
  oil: AdminOil;
  onChanged: (oil: AdminOil) => void;
  /** Another admin changed the oil first: the list reads every oil again. */
  onStale: () => void;
}

export function OilRow({ oil, onChanged, onStale }: Props) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [stale, setStale] = useState(false);
  const { refused, words: all } = useConsoleWords();
  const { catalog } = all;
  const words = catalog.oils;
  const checks = useFieldChecks();
  const form = useRef<HTMLFormElement>(null);
  const fields: FieldWords = { label: (path) => ({ name: words.rowName, price: words.price })[path] };

  async function change(body: Omit<OilChange, 'version'>) {
    setBusy(true);
    setError('');
    try {
      onChanged(await changeOil(oil._id, { version: oil.version, ...body }));
      setEditing(false);
      setStale(false);
    } catch (failure) {
      const message = refused(failure, words.changeFailed, words.refusals, fields);
      const box = failure instanceof ApiFailure && failure.code !== 'internal' ? failure.field : undefined;
      if (form.current && (box === 'name' || box === 'price')) checks.refuse(form.current, box, message);
      else setError(message);
      setStale(refusedWith(failure, 'stale_version'));
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the last try was told is not about this one, checked or sent.
    setError('');
    setStale(false);
    if (!checks.passed(event.currentTarget)) return;
    const data = new FormData(event.currentTarget);
    void change({ name: String(data.get('name')).trim(), price: Number(data.get('price')) });
  }

  const id = `oil-${oil._id}`;
  return (
    <li className="oil-row" aria-labelledby={id}>
      <p className="oil-row__text">
        <strong id={id} translate="no">
          {oil.name}
        </strong>
        {words.per25(amount(oil.price))}
        {!oil.available && <span className="catalog-badge archived">{words.hidden}</span>}
      </p>
      {editing ? (
        <form ref={form} className="oil-form" onSubmit={save} aria-label={catalog.row.editOf(oil.name)} noValidate>
          <label>
            {words.rowName}
            <input defaultValue={oil.name} required maxLength={MAX_NAME} {...checks.field('name')} />
          </label>
          {checks.problem('name')}
          <label>
            {words.price}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={oil.price}
              required
              {...checks.field('price')}
            />
          </label>
          {checks.problem('price')}
          <button type="submit" className="button" disabled={busy}>
            {words.save}
          </button>
          <button type="button" className="button secondary" onClick={() => setEditing(false)}>
            {words.cancel}
          </button>
        </form>
      ) : (
        <span className="oil-row__actions">
          <button
            type="button"
            className="button secondary"
            aria-label={catalog.row.editOf(oil.name)}
            onClick={() => setEditing(true)}
          >
            {catalog.row.edit}
          </button>
          <button
            type="button"
            className="button secondary"
            aria-label={oil.available ? words.hideOf(oil.name) : words.showOf(oil.name)}
            disabled={busy}
            onClick={() => void change({ available: !oil.available })}
          >
            {oil.available ? words.hide : words.show}
          </button>
        </span>
      )}
      {error && (
        <div className="form-alert" role="alert">
          <p className="error-text">{error}</p>
          {stale && (
            <button type="button" className="button secondary" onClick={onStale}>
              {words.reload}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
