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
import { saveFile } from '../../lib/download';
import { $couriersSynced } from '../../stores/couriers';
import { useConsoleWords } from './console-words';
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
  const {
    refused,
    words: { orders: words, loading },
  } = useConsoleWords();
  const list = usePagedList(ORDERS.list, 'orders', (failure) => refused(failure, words.loadFailed));
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
      setExportError(refused(failure, words.exportFailed));
    }
  }

  return (
    <section className="admin-section perfume-orders" aria-labelledby="perfume-orders-title">
      <h2 id="perfume-orders-title">{words.title}</h2>
      <FoldedFilters
        label={words.filterLabel}
        onSubmit={list.filter}
        field={{ label: words.filter, name: 'q', placeholder: words.filterPlaceholder }}
        submit={words.submit}
        busy={list.loading}
        tools={
          <button type="button" className="button secondary" onClick={print.printCards}>
            {words.print}
          </button>
        }
      >
        <StatusFilterFields />
        <CodFilterFields />
        <DateRangeFields />
        <button type="button" className="button secondary" onClick={exportCsv}>
          {words.exportCsv}
        </button>
      </FoldedFilters>
      <Alert message={exportError} />
      <ListNotices list={list} shown={list.items.length} empty={words.empty} />
      {live.arrived.size > 0 && (
        <p className="new-orders no-print" role="status">
          {words.arrived(live.arrived.size)}{' '}
          <button type="button" className="button secondary" onClick={live.markSeen}>
            {words.markSeen}
          </button>
        </p>
      )}
      <SelectionBar
        shown={list.items}
        filterQuery={list.query}
        selected={selection.orders}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
        onPrintSlips={(orders) => print.printSlips(orders.map(perfumeOrder))}
        onMoved={() => void list.show(list.query)}
        onBooked={(orders) => orders.forEach(selection.refresh)}
      />
      <ol className="admin-cards order-rows" aria-label={words.listLabel}>
        {list.items.map((order) => (
          <li key={order._id} className={live.arrived.has(order._id) ? 'new-order' : undefined}>
            {live.arrived.has(order._id) && <p className="new-flag no-print">{words.newFlag}</p>}
            <OrderRow
              kind={words.row}
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
                  <span className="visually-hidden">{words.select(order.displayOrderId)}</span>
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
                onPrintSlip={() => print.printSlips([perfumeOrder(order)])}
              />
            </OrderRow>
          </li>
        ))}
      </ol>
      {/* Under the list, beside Load more: the count is news at the end of the list, not before its first row. */}
      <p className="muted no-print" role="status">
        {list.loading && !list.loaded
          ? words.loading
          : list.loaded && words.showing(list.items.length, list.nextCursor !== null)}
      </p>
      {print.slips && <PackingSlips orders={print.slips} />}
      <LoadMoreButton list={list} label={words.loadMore} loading={loading} className="no-print" />
    </section>
  );
}
