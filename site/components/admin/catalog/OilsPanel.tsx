/**
 * The perfume oils the wholesale page sells: find one by name, add one, change its name or base price per 25 ml,
 * and hide or show it (a hidden oil leaves the wholesale list; past orders keep it). A refusal about the name or the
 * price shows beside that box, as the form's own check does; any other at the foot of the form.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { addOil, listOils } from '#site/api/admin-catalog';
import { ApiFailure } from '#site/lib/api';
import type { AdminOil } from '#schema/answers/admin-oils';
import { MAX_NAME } from '#schema/catalog/limits';
import { OilRow } from './OilRow';
import './oils-panel.css';
import Alert from '../../forms/Alert';
import { useConsoleWords, type FieldWords } from '../console-words';
import { useFieldChecks } from '../use-field-checks';

export function OilsPanel() {
  const [oils, setOils] = useState<AdminOil[] | null>(null);
  const [find, setFind] = useState('');
  const [error, setError] = useState('');
  const [addError, setAddError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const { refused, words: all } = useConsoleWords();
  const words = all.catalog.oils;
  const checks = useFieldChecks();
  const fields: FieldWords = { label: (path) => ({ name: words.name, price: words.price })[path] };

  const load = useCallback(() => {
    listOils()
      .then((answer) => {
        setOils(answer);
        setError('');
      })
      .catch((failure: unknown) => setError(refused(failure, words.loadFailed)));
  }, [words.loadFailed, refused]);
  useEffect(load, [load]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // What the last try was told is not about this one, checked or sent.
    setAddError('');
    setNotice('');
    if (!checks.passed(form)) return;
    const data = new FormData(form);
    setBusy(true);
    try {
      const oil = await addOil(String(data.get('name')).trim(), Number(data.get('price')));
      setOils((shown) => [...(shown ?? []), oil].sort((a, b) => a.name.localeCompare(b.name)));
      setNotice(words.added(oil.name));
      form.reset();
    } catch (failure) {
      const message = refused(failure, words.addFailed, words.refusals, fields);
      const box = failure instanceof ApiFailure && failure.code !== 'internal' ? failure.field : undefined;
      if (box === 'name' || box === 'price') checks.refuse(form, box, message);
      else setAddError(message);
    } finally {
      setBusy(false);
    }
  }

  const changed = (oil: AdminOil) => setOils((shown) => shown?.map((old) => (old._id === oil._id ? oil : old)) ?? null);
  const shown = oils?.filter((oil) => oil.name.toLowerCase().includes(find.trim().toLowerCase())) ?? [];

  return (
    <div className="oils-panel">
      <form className="admin-filters" onSubmit={add} aria-label={words.addForm} noValidate>
        <label>
          {words.name}
          <input required maxLength={MAX_NAME} {...checks.field('name')} />
        </label>
        {checks.problem('name')}
        <label>
          {words.price}
          <input type="number" inputMode="numeric" min={1} step={1} required {...checks.field('price')} />
        </label>
        {checks.problem('price')}
        <div className="filter-buttons">
          <button type="submit" className="button" disabled={busy}>
            {words.add}
          </button>
        </div>
        <Alert message={addError} />
        <p className="success-text" role="status">
          {notice}
        </p>
      </form>
      <label className="find-oil">
        {words.find}
        <input type="search" value={find} onChange={(event) => setFind(event.target.value)} />
      </label>
      <Alert message={error} />
      {oils && shown.length === 0 && <p>{words.none}</p>}
      <ul className="oil-list" aria-label={words.list}>
        {shown.map((oil) => (
          <OilRow key={`${oil._id}-${oil.version}`} oil={oil} onChanged={changed} onStale={load} />
        ))}
      </ul>
    </div>
  );
}
