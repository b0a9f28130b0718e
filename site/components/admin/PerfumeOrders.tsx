/**
 * 'Perfumes Orders': the filter text (an order id, a status, a date, a name or a phone), an optional
 * status and confirmation, courier, city, cash and days since shipping, an inclusive date range, then the orders a page at a time, each a compact row that opens
 * its full card (rows/OrderRow.tsx). Print Orders prints the cards shown; ticked orders (or one card's button) print as packing slips. Export CSV downloads every order the shown
 * filter matches (fields edited since, but not applied, do not count). New orders appear on top as they arrive.
 */
import { useEffect, useState } from 'react';
import type { Order } from '#schema/answers/orders';
import { ORDERS } from '#schema/api';
import { exportOrders } from '../../api/orders';
import { failureMessage } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { $couriersSynced } from '../../stores/couriers';
import OrderCard from './OrderCard';
import { perfumeOrder } from './kind-order';
import OrderRow from './rows/OrderRow';
import PackingSlips from './PackingSlips';
import SelectionBar from './SelectionBar';
import { usePrint } from './use-print';
import { useNewOrders } from './use-new-orders';
import { useSelection } from './use-selection';
import { DateRangeFields } from './DateRangeFields';
import { FoldedFilters } from './FoldedFilters';
import { StatusFilterFields } from './StatusFilterFields';
import { CodFilterFields } from './CodFilterFields';
import { usePagedList } from '../../lib/use-paged-list';
import { LoadMoreButton } from '../LoadMoreButton';
import { ListNotices } from '../ListNotices';
import './new-orders.css';
import Alert from '../forms/Alert';

const sameOrder = (a: Order, b: Order) => a._id === b._id;

export default function PerfumeOrders() {
  const list = usePagedList(ORDERS.list, 'orders', 'Could not load the orders. Please try again.');
  const [exportError, setExportError] = useState('');
  const selection = useSelection();
  const print = usePrint();
  const live = useNewOrders(list);
  // A courier sync may have delivered or returned some of the orders shown.
  const { show, query } = list;
  useEffect(() => $couriersSynced.listen(() => void show(query)), [show, query]);

  async function exportCsv() {
    setExportError('');
    try {
      const { blob, filename } = await exportOrders(list.query);
      saveFile(blob, filename ?? 'orders.csv');
    } catch (failure) {
      setExportError(failureMessage(failure, 'Could not export the orders. Please try again.'));
    }
  }

  return (
    <section className="admin-section perfume-orders" aria-labelledby="perfume-orders-title">
      <h2 id="perfume-orders-title">Perfumes Orders</h2>
      <FoldedFilters
        label="Filter perfume orders"
        onSubmit={list.filter}
        field={{ label: 'Filter', name: 'q', placeholder: 'Order number, phone, name, perfume or tracking number' }}
        submit="Filter Orders"
        busy={list.loading}
        tools={
          <button type="button" className="button secondary" onClick={print.printCards}>
            Print Orders
          </button>
        }
      >
        <StatusFilterFields />
        <CodFilterFields />
        <DateRangeFields />
        <button type="button" className="button secondary" onClick={exportCsv}>
          Export CSV
        </button>
      </FoldedFilters>
      <Alert message={exportError} />
      <ListNotices list={list} shown={list.items.length} empty="No orders match these filters." />
      {live.arrived.size > 0 && (
        <p className="new-orders no-print" role="status">
          {live.arrived.size} new order{live.arrived.size === 1 ? '' : 's'} since you opened the console.{' '}
          <button type="button" className="button secondary" onClick={live.markSeen}>
            Mark as seen
          </button>
        </p>
      )}
      <SelectionBar
        shown={list.items}
        filterQuery={list.query}
        selected={selection.orders}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
        onPrintSlips={print.printSlips}
        onMoved={() => void list.show(list.query)}
        onBooked={(orders) => orders.forEach(selection.refresh)}
      />
      <ol className="admin-cards order-rows" aria-label="Perfume orders">
        {list.items.map((order) => (
          <li key={order._id} className={live.arrived.has(order._id) ? 'new-order' : undefined}>
            {live.arrived.has(order._id) && <p className="new-flag no-print">New</p>}
            <OrderRow
              kind="Order"
              number={order.displayOrderId}
              name={`${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`}
              city={order.shippingAddress.city}
              total={order.totalPrice}
              status={order.status}
              confirmation={order.confirmation}
              risk={order.risk}
              select={
                <label className="order-select no-print">
                  <input
                    type="checkbox"
                    checked={selection.selected.has(order._id)}
                    onChange={(event) => selection.toggle(order, event.currentTarget.checked)}
                  />
                  <span className="visually-hidden">Select order {order.displayOrderId}</span>
                </label>
              }
            >
              <OrderCard
                of={perfumeOrder(order)}
                onChange={(changed) => {
                  if (changed.kind !== 'perfume') return;
                  list.replace(changed.order, sameOrder);
                  selection.refresh(changed.order);
                }}
                onPrintSlip={() => print.printSlips([order])}
              />
            </OrderRow>
          </li>
        ))}
      </ol>
      {/* Under the list, beside Load more: the count is news at the end of the list, not before its first row. */}
      <p className="muted no-print" role="status">
        {list.loading && !list.loaded
          ? 'Loading orders…'
          : list.loaded &&
            `Showing ${list.items.length} order${list.items.length === 1 ? '' : 's'}${list.nextCursor ? ' (more below)' : ''}.`}
      </p>
      {print.slips && <PackingSlips orders={print.slips} />}
      <LoadMoreButton list={list} label="Load more orders" className="no-print" />
    </section>
  );
}
