/**
 * A product's stock ledger, newest first, a page at a time: each change with its reason and note (a returned order's
 * says why it came back in the console's words), the stock after it, when, who and, for an order or its
 * cancellation, a link to the order. A new `refresh` reads it again.
 */
import { useEffect, useState } from 'react';
import { stockHistory } from '#site/api/admin-catalog';
import { hrefIn } from '#schema/i18n/languages';
import { paths } from '#schema/paths';
import type { StockEntry } from '#schema/answers/admin-products';
import { orderDate } from '../../orders/dates';
import { signed } from './stock-labels';
import { useConsoleWords } from '../console-words';
import Alert from '../../forms/Alert';

interface Page {
  entries: StockEntry[];
  nextCursor: string | null;
}

export function StockHistory({ productId, refresh }: { productId: string; refresh: number }) {
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const { lang, words: all, refused } = useConsoleWords();
  const words = all.catalog.stock;
  const reasons = all.card.status.reasons;

  useEffect(() => {
    let current = true;
    stockHistory(productId, null)
      .then((answer) => current && (setPage(answer), setError('')))
      .catch((failure: unknown) => current && setError(refused(failure, words.loadFailed)));
    return () => {
      current = false;
    };
  }, [productId, refresh, words.loadFailed, refused]);

  async function more() {
    if (!page?.nextCursor) return;
    setLoading(true);
    try {
      const next = await stockHistory(productId, page.nextCursor);
      setPage({ entries: [...page.entries, ...next.entries], nextCursor: next.nextCursor });
    } catch (failure) {
      setError(refused(failure, words.moreFailed));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <h4 id="ledger-title">{words.history}</h4>
      <Alert message={error} />
      {page?.entries.length === 0 && <p className="muted">{words.none}</p>}
      <ol className="ledger" aria-labelledby="ledger-title">
        {page?.entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <strong className={entry.change > 0 ? 'success-text' : 'error-text'}>
              <bdi dir="ltr">{signed(entry.change)}</bdi>
            </strong>{' '}
            {words.reasons[entry.reason]}
            <span>{words.after(entry.stockAfter)}</span>
            {entry.returnReason ? (
              <q className="ledger-note">
                {entry.writtenOff === null
                  ? reasons[entry.returnReason]
                  : words.writtenOff(entry.writtenOff, reasons[entry.returnReason])}
              </q>
            ) : (
              entry.note &&
              (words.shopNotes[entry.note] ? (
                <q className="ledger-note">{words.shopNotes[entry.note]}</q>
              ) : (
                // What the owner wrote, as written.
                <q className="ledger-note" translate="no">
                  {entry.note}
                </q>
              ))
            )}
            <span className="muted ledger-meta">
              {orderDate(entry.at, lang)}
              {entry.by && words.by(entry.by)}
              {entry.orderId && (
                <>
                  {' · '}
                  <a href={hrefIn(lang, paths.orderConfirmation(entry.orderId))}>{words.theOrder}</a>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
      {page?.nextCursor && (
        <button type="button" className="button secondary load-more" disabled={loading} onClick={() => void more()}>
          {loading ? words.loading : words.more}
        </button>
      )}
    </>
  );
}
