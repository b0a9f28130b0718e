/**
 * 'Perfumes Orders': the filter text (an order id, a status, a date, a name or a phone), an optional
 * status, an inclusive date range, then the cards a page at a time. Print Orders prints the cards shown;
 * Export CSV downloads every order the shown filter matches (fields edited since, but not applied, do not count).
 */
import { useState } from 'react';
import { ORDER_STATUSES, STATUS_LABELS } from '../../../schema/order-status';
import type { Order } from '../../../schema/payloads/order';
import { exportOrders, ORDERS_PATH } from '../../api/orders';
import { failureMessage } from '../../lib/api';
import OrderCard from './OrderCard';
import { DateRangeFields } from './DateRangeFields';
import { usePagedList } from '../../lib/use-paged-list';
import { LoadMoreButton } from '../LoadMoreButton';

const sameOrder = (a: Order, b: Order) => a._id === b._id;

export default function PerfumeOrders() {
  const list = usePagedList<Order, 'orders'>(ORDERS_PATH, 'orders', 'Could not load the orders. Please try again.');
  const [exportError, setExportError] = useState('');

  async function exportCsv() {
    setExportError('');
    try {
      const { blob, filename } = await exportOrders(list.query);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = filename ?? 'orders.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch (failure) {
      setExportError(failureMessage(failure, 'Could not export the orders. Please try again.'));
    }
  }

  return (
    <section className="admin-section perfume-orders" aria-labelledby="perfume-orders-title">
      <h2 id="perfume-orders-title">Perfumes Orders</h2>
      <form className="admin-filters no-print" onSubmit={list.filter} aria-label="Filter perfume orders">
        <label className="wide">
          Filter
          <input name="q" type="search" maxLength={100} placeholder="Order id, status, date, name or phone" />
        </label>
        <label>
          Status
          <select name="status" defaultValue="">
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((status) => <option key={status} value={status}>{STATUS_LABELS[status]}</option>)}
          </select>
        </label>
        <DateRangeFields />
        <div className="filter-buttons">
          <button type="submit" className="button" disabled={list.loading}>Filter Orders</button>
          <button type="button" className="button secondary" onClick={() => window.print()}>Print Orders</button>
          <button type="button" className="button secondary" onClick={exportCsv}>Export CSV</button>
        </div>
      </form>
      {exportError && <p className="error-text" role="alert">{exportError}</p>}
      {list.error && <p className="error-text" role="alert">{list.error}</p>}
      <p className="muted no-print" role="status">
        {list.loading && !list.loaded ? 'Loading orders…' : list.loaded && `Showing ${list.items.length} order${list.items.length === 1 ? '' : 's'}${list.nextCursor ? ' (more below)' : ''}.`}
      </p>
      {list.loaded && list.items.length === 0 && <p>No orders match these filters.</p>}
      <ol className="admin-cards" aria-label="Perfume orders">
        {list.items.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} onChange={(changed) => list.replace(changed, sameOrder)} />
          </li>
        ))}
      </ol>
      <LoadMoreButton list={list} label="Load more orders" className="no-print" />
    </section>
  );
}
