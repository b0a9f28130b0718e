/**
 * A product's stock ledger, newest first, a page at a time: each change with its reason and note, the stock after
 * it, when, who and, for an order or its cancellation, a link to the order. A new `refresh` reads it again.
 */
import { useEffect, useState } from 'react';
import { stockHistory } from '../../../api/admin-catalog';
import type { StockEntry } from '#schema/answers/admin-products';
import { failureMessage } from '../../../lib/api';
import { orderDate } from '../../orders/dates';
import { REASON_LABELS, signed } from './stock-labels';
import Alert from '../../forms/Alert';

interface Page {
  entries: StockEntry[];
  nextCursor: string | null;
}

export function StockHistory({ productId, refresh }: { productId: string; refresh: number }) {
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let current = true;
    stockHistory(productId, null)
      .then((answer) => current && (setPage(answer), setError('')))
      .catch(
        (failure: unknown) =>
          current && setError(failureMessage(failure, 'Could not load the stock history. Please try again.')),
      );
    return () => {
      current = false;
    };
  }, [productId, refresh]);

  async function more() {
    if (!page?.nextCursor) return;
    setLoading(true);
    try {
      const next = await stockHistory(productId, page.nextCursor);
      setPage({ entries: [...page.entries, ...next.entries], nextCursor: next.nextCursor });
    } catch (failure) {
      setError(failureMessage(failure, 'Could not load more of the stock history. Please try again.'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <h4 id="ledger-title">Stock history</h4>
      <Alert message={error} />
      {page?.entries.length === 0 && <p className="muted">No stock changes yet.</p>}
      <ol className="ledger" aria-labelledby="ledger-title">
        {page?.entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <strong className={entry.change > 0 ? 'success-text' : 'error-text'}>{signed(entry.change)}</strong>{' '}
            {REASON_LABELS[entry.reason]}
            <span>, stock after: {entry.stockAfter}</span>
            {entry.note && <q className="ledger-note">{entry.note}</q>}
            <span className="muted ledger-meta">
              {orderDate(entry.at)}
              {entry.by && ` · by ${entry.by}`}
              {entry.orderId && (
                <>
                  {' · '}
                  <a href={`/order-confirmation/${encodeURIComponent(entry.orderId)}`}>the order</a>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
      {page?.nextCursor && (
        <button type="button" className="button secondary load-more" disabled={loading} onClick={() => void more()}>
          {loading ? 'Loading…' : 'Load more history'}
        </button>
      )}
    </>
  );
}
