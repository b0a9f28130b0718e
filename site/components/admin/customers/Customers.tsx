/**
 * The console's Customers: every shopper who has ordered, newest first, searchable by name, email or phone, with
 * their orders, what their delivered orders brought in and how often they refused a parcel, so the owner can ask
 * for confirmation before sending another to someone who refuses. A search also finds an account that never
 * ordered. A customer who forgot their password gets a one-time reset link from their card, sent to their phone on
 * WhatsApp.
 */
import { CUSTOMERS } from '#schema/api';
import { FoldedFilters } from '../FoldedFilters';
import { ResetLinkButton } from '../staff/ResetLinkButton';
import type { Customer } from '#schema/answers/customers';
import { formatPhone } from '#schema/phone';
import { amount } from '#schema/money';
import { usePagedList } from '#site/lib/use-paged-list';
import { LoadMoreButton } from '../../LoadMoreButton';
import { ListNotices } from '../../ListNotices';
import { orderDate } from '../../orders/dates';
import { useConsoleWords } from '../console-words';
import './customers.css';

function CustomerCard({ customer }: { customer: Customer }) {
  const { lang, words: all } = useConsoleWords();
  const words = all.customers;
  return (
    <article className="customer" aria-label={customer.name}>
      <header className="order-head">
        <h3 translate="no">{customer.name}</h3>
        {customer.refusals > 0 && <span className="customer__refusals">{words.refusals(customer.refusals)}</span>}
      </header>
      <p className="customer__contact">
        {customer.phone && (
          <>
            <a href={`tel:${customer.phone}`}>{formatPhone(customer.phone)}</a> ·{' '}
          </>
        )}
        <a href={`mailto:${customer.email}`}>{customer.email}</a>
      </p>
      <dl className="customer__figures">
        <div>
          <dt>{words.orders}</dt>
          <dd>{customer.orders}</dd>
        </div>
        {customer.totalSpent !== undefined && (
          <div>
            <dt>{words.spent}</dt>
            <dd>{amount(customer.totalSpent)}</dd>
          </div>
        )}
        <div>
          <dt>{words.refused}</dt>
          <dd>{customer.refusals}</dd>
        </div>
      </dl>
      <p className="muted">
        {customer.lastOrderAt === null ? words.noOrders : words.last(orderDate(customer.lastOrderAt, lang))}
        <bdi translate="no">{customer.username}</bdi>
      </p>
      <ResetLinkButton userId={customer._id} name={customer.name} phone={customer.phone} lang={customer.lang} />
    </article>
  );
}

export default function Customers() {
  const {
    refused,
    words: { customers: words, loading },
  } = useConsoleWords();
  const list = usePagedList(CUSTOMERS.list, 'customers', (failure) => refused(failure, words.loadFailed));
  return (
    <section className="admin-section no-print" aria-labelledby="customers-title">
      <h2 id="customers-title">{words.title}</h2>
      <FoldedFilters
        label={words.searchLabel}
        role="search"
        onSubmit={list.filter}
        field={{ label: words.search, name: 'q', placeholder: words.placeholder }}
        submit={words.submit}
        busy={list.loading}
      />
      <p className="muted">{words.explained}</p>
      <ListNotices list={list} shown={list.items.length} empty={words.empty} />
      <ol className="admin-cards" aria-label={words.title}>
        {list.items.map((customer) => (
          <li key={customer._id}>
            <CustomerCard customer={customer} />
          </li>
        ))}
      </ol>
      <LoadMoreButton list={list} label={words.loadMore} loading={loading} />
    </section>
  );
}
