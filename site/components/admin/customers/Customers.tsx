/**
 * The console's Customers: every shopper who has ordered, newest first, searchable by name, email or phone, with
 * their orders, what their delivered orders brought in and how often they refused a parcel, so the owner can ask
 * for confirmation before sending another to someone who refuses. A customer who forgot their password gets a
 * one-time reset link from their card, sent to their phone on WhatsApp.
 */
import { useState } from 'react';
import { CUSTOMERS } from '#schema/api';
import type { OneTimeLink } from '#schema/answers/staff';
import { makeResetLink } from '../../../api/staff';
import { failureMessage } from '../../../lib/api';
import { FoldedFilters } from '../FoldedFilters';
import { LinkReady } from '../staff/LinkReady';
import { resetMessage } from '../staff/one-time-link';
import type { Customer } from '#schema/answers/customers';
import { formatPhone } from '#schema/phone';
import { amount } from '#schema/money';
import { usePagedList } from '../../../lib/use-paged-list';
import { LoadMoreButton } from '../../LoadMoreButton';
import { ListNotices } from '../../ListNotices';
import { orderDate } from '../../orders/dates';
import './customers.css';
import Alert from '../../forms/Alert';

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A one-time link for a customer who forgot their password, sent to their phone on WhatsApp. */
function ResetLink({ customer }: { customer: Customer }) {
  const [link, setLink] = useState<OneTimeLink | null>(null);
  const [error, setError] = useState('');
  async function make() {
    setError('');
    try {
      setLink(await makeResetLink(customer._id));
    } catch (failure) {
      setError(failureMessage(failure, 'Could not make a reset link. Please try again.'));
    }
  }
  if (link)
    return (
      <LinkReady
        link={link}
        label="Password reset link (works once, for 24 hours)"
        whatsapp={resetMessage(link, customer.name, customer.phone)}
      />
    );
  return (
    <>
      <button type="button" className="button secondary" onClick={make}>
        Password reset link
      </button>
      <Alert message={error} />
    </>
  );
}

function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <article className="customer" aria-label={customer.name}>
      <header className="order-head">
        <h3>{customer.name}</h3>
        {customer.refusals > 0 && <span className="customer__refusals">{counted(customer.refusals, 'refusal')}</span>}
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
          <dt>Orders</dt>
          <dd>{customer.orders}</dd>
        </div>
        {customer.totalSpent !== undefined && (
          <div>
            <dt>Spent</dt>
            <dd>{amount(customer.totalSpent)}</dd>
          </div>
        )}
        <div>
          <dt>Refused</dt>
          <dd>{customer.refusals}</dd>
        </div>
      </dl>
      <p className="muted">
        Last order {orderDate(customer.lastOrderAt)} · account {customer.username}
      </p>
      <ResetLink customer={customer} />
    </article>
  );
}

export default function Customers() {
  const list = usePagedList(CUSTOMERS.list, 'customers', 'Could not load the customers. Please try again.');
  return (
    <section className="admin-section no-print" aria-labelledby="customers-title">
      <h2 id="customers-title">Customers</h2>
      <FoldedFilters
        label="Search customers"
        role="search"
        onSubmit={list.filter}
        field={{ label: 'Search', name: 'q', placeholder: 'Name, email or phone' }}
        submit="Search Customers"
        busy={list.loading}
      />
      <p className="muted">
        Refused: orders the customer said no to, on the confirmation call or at the door. Spent: delivered orders.
      </p>
      <ListNotices list={list} shown={list.items.length} empty="No customers match this search." />
      <ol className="admin-cards" aria-label="Customers">
        {list.items.map((customer) => (
          <li key={customer._id}>
            <CustomerCard customer={customer} />
          </li>
        ))}
      </ol>
      <LoadMoreButton list={list} label="Load more customers" />
    </section>
  );
}
