/**
 * The owner's named sales: each with its badge, dates and perfumes; make one, change it, end a running one now
 * (its perfumes go back to their own prices at once) or delete one.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Sale } from '#schema/answers/sales';
import { changeSale, deleteSale, listSales } from '#site/api/sales';
import { ApiFailure } from '#site/lib/api';
import { SaleEditor } from './SaleEditor';
import './sales.css';
import Alert from '../../forms/Alert';
import { orderDate } from '../../orders/dates';
import { useConsoleWords } from '../console-words';

/** The sale's perfumes shoppers can buy at its price: one archived since is not on sale. */
const onSale = (sale: Sale) => sale.items.filter((item) => !item.archived).length;

/** Longer than the gap between the two taps of a double tap. */
const SECOND_TAP_MS = 500;

export function SalesPanel() {
  const [sales, setSales] = useState<Sale[] | null>(null);
  const [editing, setEditing] = useState<Sale | 'new' | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  // While ending or deleting a sale is on its way, and until the list is drawn again, those buttons wait: a second
  // tap would end a sale already ended (its version moved) or delete one already gone, and say it failed.
  const [busy, setBusy] = useState(false);
  const { lang, words: all, refused } = useConsoleWords();
  const words = all.catalog.sales;
  // In Pakistan time, as the order cards say it; Urdu as the shop's Urdu dates do (صبح, دوپہر, شام, رات).
  const moment = (iso: string) => orderDate(iso, lang);

  const load = useCallback(
    () =>
      listSales().then(
        (answer) => setSales(answer),
        (failure: unknown) => setError(refused(failure, words.loadFailed)),
      ),
    [words.loadFailed, refused],
  );
  useEffect(() => void load(), [load]);

  async function act(what: () => Promise<unknown>, done: string, failed: string) {
    setError('');
    setNotice('');
    setBusy(true);
    try {
      await what();
      setNotice(done);
      await load();
    } catch (failure) {
      setError(refused(failure, failed));
      // Changed by someone else meanwhile: the list shows the sale as it now is, for the owner to decide again.
      if (failure instanceof ApiFailure && failure.code === 'stale_version') await load();
    } finally {
      // The list drawn again puts Delete where End now stood, under the finger: the second tap of a double tap on a
      // fast line must not delete the sale the first one ended, so the buttons answer again only a moment later.
      window.setTimeout(() => setBusy(false), SECOND_TAP_MS);
    }
  }

  if (editing) {
    return (
      <SaleEditor
        sale={editing === 'new' ? null : editing}
        onCancel={() => setEditing(null)}
        onSaved={(sale) => {
          setEditing(null);
          setNotice(words.saved(sale.name));
          // The saved sale at once, its new version with it: an Edit tapped before the list is read again changes
          // this one, not the copy it replaced (which the shop would refuse as changed since).
          setSales((now) => now && now.map((each) => (each._id === sale._id ? sale : each)));
          load();
        }}
      />
    );
  }

  return (
    <div className="sales-panel">
      <button type="button" className="button" onClick={() => setEditing('new')}>
        {words.newSale}
      </button>
      <p className="success-text" role="status">
        {notice}
      </p>
      <Alert message={error} />
      {sales && sales.length === 0 && <p>{words.none}</p>}
      <ul className="sale-list" aria-label={words.list}>
        {sales?.map((sale) => (
          <li key={sale._id}>
            <article className="sale-row" aria-labelledby={`sale-${sale._id}`}>
              <h3 id={`sale-${sale._id}`}>
                <span translate="no">{sale.name}</span>{' '}
                <span className="sale-chip" translate="no">
                  {sale.badge}
                </span>
              </h3>
              <p className="muted">
                {words.when[sale.state](moment(sale.startsAt), moment(sale.endsAt))} · {words.perfumes(onSale(sale))}
                {onSale(sale) < sale.items.length && ` · ${words.unsold(sale.items.length - onSale(sale))}`}
              </p>
              <div className="filter-buttons">
                <button type="button" className="button secondary" onClick={() => setEditing(sale)}>
                  {all.catalog.row.edit}
                  <span className="visually-hidden"> {sale.name}</span>
                </button>
                {sale.state === 'running' && (
                  <button
                    type="button"
                    className="button secondary"
                    disabled={busy}
                    onClick={() =>
                      void act(
                        () => changeSale(sale._id, { version: sale.version, endsAt: new Date().toISOString() }),
                        words.ended(sale.name),
                        words.endFailed,
                      )
                    }
                  >
                    {words.endNow}
                    <span className="visually-hidden"> {sale.name}</span>
                  </button>
                )}
                {sale.state !== 'running' && (
                  <button
                    type="button"
                    className="button secondary"
                    disabled={busy}
                    onClick={() =>
                      void act(() => deleteSale(sale._id, sale.version), words.deleted(sale.name), words.deleteFailed)
                    }
                  >
                    {words.delete}
                    <span className="visually-hidden"> {sale.name}</span>
                  </button>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
