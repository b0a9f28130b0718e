/**
 * What shoppers sent through the contact page's quote form, newest first, a page at a time, all or only those
 * waiting or handled. A quote from a mobile number gets a WhatsApp reply button, as orders get a confirmation;
 * Mark handled records when and by whom (shown on the card), Mark as waiting undoes it.
 */
import { useState } from 'react';
import { QUOTES } from '#schema/api';
import type { Quote } from '#schema/answers/contact';
import { formatPhone, whatsappNumber } from '#schema/phone';
import { SHOP, whatsappLink } from '#schema/shop';
import { markQuoteHandled } from '#site/api/contact';
import { MESSAGE_WORDS } from '#site/i18n/messages';
import { usePagedList } from '#site/lib/use-paged-list';
import { LoadMoreButton } from '../../LoadMoreButton';
import { ListNotices } from '../../ListNotices';
import { orderDate } from '../../orders/dates';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';

/** The WhatsApp reply, in the language of the page the request was sent from. */
function replyLink(quote: Quote): string | null {
  const number = whatsappNumber(quote.phone);
  return number ? whatsappLink(MESSAGE_WORDS[quote.lang].quoteReply(quote.firstName, SHOP.name), number) : null;
}

const sameQuote = (a: Quote, b: Quote) => a._id === b._id;

function QuoteCard({ quote, onChange }: { quote: Quote; onChange: (quote: Quote) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const reply = replyLink(quote);
  const name = `${quote.firstName} ${quote.lastName}`;
  const { lang, words: all, refused } = useConsoleWords();
  const words = all.quotes;

  async function toggle() {
    setBusy(true);
    setError('');
    try {
      onChange(await markQuoteHandled(quote._id, quote.handledAt === null));
    } catch (failure) {
      setError(refused(failure, words.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="order-card" aria-label={words.from(name)}>
      <header className="order-head">
        <h3 translate="no">{name}</h3>
        <time className="muted" dateTime={quote.createdAt}>
          {orderDate(quote.createdAt, lang)}
        </time>
      </header>
      <p className="quote-contact">
        <a href={`mailto:${quote.email}`}>{quote.email}</a> ·{' '}
        <a href={`tel:${quote.phone}`}>{formatPhone(quote.phone)}</a>
      </p>
      <p className="quote-message" translate="no">
        {quote.message}
      </p>
      <p className="quote-state">
        {quote.handledAt ? words.handledBy(quote.handledBy, orderDate(quote.handledAt, lang)) : words.waitingAnswer}
      </p>
      <Alert message={error} />
      <div className="order-actions">
        {reply && (
          <a className="button whatsapp" href={reply} target="_blank" rel="noopener noreferrer">
            {words.reply}
          </a>
        )}
        <button type="button" className="button secondary" disabled={busy} onClick={toggle}>
          {quote.handledAt ? words.markWaiting : words.markHandled}
        </button>
      </div>
    </article>
  );
}

export function QuoteRequests() {
  const {
    refused,
    words: { quotes: words, loading },
  } = useConsoleWords();
  const list = usePagedList(QUOTES.list, 'quotes', (failure) => refused(failure, words.loadFailed));
  return (
    <section className="admin-section no-print" aria-labelledby="quotes-title">
      <h2 id="quotes-title">{words.title}</h2>
      <form className="admin-filters" onSubmit={list.filter} aria-label={words.filterLabel}>
        <label>
          {words.show}
          <select name="handled" defaultValue="">
            <option value="">{words.all}</option>
            <option value="0">{words.waiting}</option>
            <option value="1">{words.handled}</option>
          </select>
        </label>
        <div className="filter-buttons">
          <button type="submit" className="button" disabled={list.loading}>
            {words.submit}
          </button>
        </div>
      </form>
      <ListNotices list={list} shown={list.items.length} empty={words.empty} />
      <ol className="admin-cards" aria-label={words.listLabel}>
        {list.items.map((quote) => (
          <li key={quote._id}>
            <QuoteCard quote={quote} onChange={(changed) => list.replace(changed, sameQuote)} />
          </li>
        ))}
      </ol>
      <LoadMoreButton list={list} label={words.loadMore} loading={loading} />
    </section>
  );
}
