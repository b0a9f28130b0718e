/**
 * The owner's named sales: each with its badge, dates and perfumes; make one, change it, end a running one now
 * (its perfumes go back to their own prices at once) or delete one.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Sale } from '#schema/answers/sales';
import { changeSale, deleteSale, listSales } from '../../../api/sales';
import { failureMessage } from '../../../lib/api';
import { saleMoment } from './sale-dates';
import { SaleEditor } from './SaleEditor';
import './sales.css';
import Alert from '../../forms/Alert';

const WHEN: Record<Sale['state'], (sale: Sale) => string> = {
  upcoming: (sale) => `Starts ${saleMoment(sale.startsAt)}, ends ${saleMoment(sale.endsAt)}`,
  running: (sale) => `Running until ${saleMoment(sale.endsAt)}`,
  ended: (sale) => `Ended ${saleMoment(sale.endsAt)}`,
};

export function SalesPanel() {
  const [sales, setSales] = useState<Sale[] | null>(null);
  const [editing, setEditing] = useState<Sale | 'new' | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  const load = useCallback(() => {
    listSales().then(
      (answer) => setSales(answer),
      (failure: unknown) => setError(failureMessage(failure, 'Could not load the sales. Please try again.')),
    );
  }, []);
  useEffect(load, [load]);

  async function act(what: () => Promise<unknown>, done: string, failed: string) {
    setError('');
    setNotice('');
    try {
      await what();
      setNotice(done);
      load();
    } catch (failure) {
      setError(failureMessage(failure, failed));
    }
  }

  if (editing) {
    return (
      <SaleEditor
        sale={editing === 'new' ? null : editing}
        onCancel={() => setEditing(null)}
        onSaved={(sale) => {
          setEditing(null);
          setNotice(`${sale.name} saved.`);
          load();
        }}
      />
    );
  }

  return (
    <div className="sales-panel">
      <button type="button" className="button" onClick={() => setEditing('new')}>
        New sale
      </button>
      <p className="success-text" role="status">
        {notice}
      </p>
      <Alert message={error} />
      {sales && sales.length === 0 && <p>No sales yet.</p>}
      <ul className="sale-list" aria-label="Sales">
        {sales?.map((sale) => (
          <li key={sale._id}>
            <article className="sale-row" aria-labelledby={`sale-${sale._id}`}>
              <h3 id={`sale-${sale._id}`}>
                {sale.name} <span className="sale-chip">{sale.badge}</span>
              </h3>
              <p className="muted">
                {WHEN[sale.state](sale)} · {sale.items.length} perfume{sale.items.length === 1 ? '' : 's'}
              </p>
              <div className="filter-buttons">
                <button type="button" className="button secondary" onClick={() => setEditing(sale)}>
                  Edit<span className="visually-hidden"> {sale.name}</span>
                </button>
                {sale.state === 'running' && (
                  <button
                    type="button"
                    className="button secondary"
                    onClick={() =>
                      void act(
                        () => changeSale(sale._id, { version: sale.version, endsAt: new Date().toISOString() }),
                        `${sale.name} has ended: its perfumes are back at their own prices.`,
                        'Could not end the sale. Please try again.',
                      )
                    }
                  >
                    End now<span className="visually-hidden"> {sale.name}</span>
                  </button>
                )}
                {sale.state !== 'running' && (
                  <button
                    type="button"
                    className="button secondary"
                    onClick={() =>
                      void act(
                        () => deleteSale(sale._id),
                        `${sale.name} deleted.`,
                        'Could not delete the sale. Please try again.',
                      )
                    }
                  >
                    Delete<span className="visually-hidden"> {sale.name}</span>
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
