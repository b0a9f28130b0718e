/**
 * What shoppers sent through the contact page's quote form and the footer's newsletter box, newest first,
 * a page at a time. A quote from a mobile number gets a WhatsApp reply button, as orders get a confirmation.
 */
import type { NewsletterSignup, Quote } from '../../../schema/payloads/contact';
import { formatPhone, whatsappNumber } from '../../../schema/phone';
import { SHOP, whatsappLink } from '../../../schema/shop';
import { orderDate } from '../orders/dates';
import { usePagedList } from '../../lib/use-paged-list';
import { LoadMoreButton } from '../LoadMoreButton';

function replyLink(quote: Quote): string | null {
  const number = whatsappNumber(quote.phone);
  return number ? whatsappLink(`Assalam o Alaikum ${quote.firstName}, this is ${SHOP.name} about your quote request.`, number) : null;
}

export function QuoteRequests() {
  const list = usePagedList<Quote, 'quotes'>('/api/quotes', 'quotes', 'Could not load the quote requests. Please try again.');
  return (
    <section className="admin-section no-print" aria-labelledby="quotes-title">
      <h2 id="quotes-title">Quote Requests</h2>
      {list.error && <p className="error-text" role="alert">{list.error}</p>}
      {list.loaded && list.items.length === 0 && <p>No quote requests yet.</p>}
      <ol className="admin-cards" aria-label="Quote requests">
        {list.items.map((quote) => {
          const reply = replyLink(quote);
          return (
            <li key={quote._id}>
              <article className="order-card" aria-label={`Quote from ${quote.firstName} ${quote.lastName}`}>
                <header className="order-head">
                  <h3>{quote.firstName} {quote.lastName}</h3>
                  <time className="muted" dateTime={quote.createdAt}>{orderDate(quote.createdAt)}</time>
                </header>
                <p className="quote-contact">
                  <a href={`mailto:${quote.email}`}>{quote.email}</a> · <a href={`tel:${quote.phone}`}>{formatPhone(quote.phone)}</a>
                </p>
                <p className="quote-message">{quote.message}</p>
                {reply && <a className="button whatsapp" href={reply} target="_blank" rel="noopener noreferrer">Reply on WhatsApp</a>}
              </article>
            </li>
          );
        })}
      </ol>
      <LoadMoreButton list={list} label="Load more quote requests" />
    </section>
  );
}

export function NewsletterSignups() {
  const list = usePagedList<NewsletterSignup, 'signups'>('/api/newsletter', 'signups', 'Could not load the newsletter sign-ups. Please try again.');
  return (
    <section className="admin-section no-print" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Newsletter Sign-ups</h2>
      {list.error && <p className="error-text" role="alert">{list.error}</p>}
      {list.loaded && list.items.length === 0 && <p>No sign-ups yet.</p>}
      {list.items.length > 0 && (
        <table className="order-lines signups">
          <caption className="visually-hidden">Newsletter sign-ups, newest first</caption>
          <thead>
            <tr><th scope="col">Email</th><th scope="col">Signed up</th></tr>
          </thead>
          <tbody>
            {list.items.map((signup) => (
              <tr key={signup.email}>
                <td><a href={`mailto:${signup.email}`}>{signup.email}</a></td>
                <td>{orderDate(signup.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMoreButton list={list} label="Load more sign-ups" />
    </section>
  );
}
