/**
 * 'Oils Orders': filtered as the perfume orders are (the filter text: an order number, a phone, a name, a city or a
 * tracking number; folded under More filters, the buyer's email, status, confirmation, courier, city, cash, days
 * since shipping and an inclusive date range), a page at a time, each a compact row that opens its full card
 * (rows/OrderRow.tsx), the same card a perfume order opens.
 */
import { OILS_ORDERS } from '#schema/api';
import type { OilsOrder } from '#schema/answers/oils';
import { MAX_SEARCH } from '#schema/payloads/text-limits';
import { usePagedList } from '../../lib/use-paged-list';
import { LoadMoreButton } from '../LoadMoreButton';
import { ListNotices } from '../ListNotices';
import { DateRangeFields } from './DateRangeFields';
import { FoldedFilters } from './FoldedFilters';
import OrderCard from './OrderCard';
import { oilsOrder } from './kind-order';
import OrderRow from './rows/OrderRow';
import PackingSlips from './PackingSlips';
import { usePrint } from './use-print';
import { StatusFilterFields } from './StatusFilterFields';
import { CodFilterFields } from './CodFilterFields';
import { useConsoleWords } from './console-words';

const sameOrder = (a: OilsOrder, b: OilsOrder) => a._id === b._id;

export default function OilsOrders() {
  const {
    refused,
    words: { oils: words, loading },
  } = useConsoleWords();
  const list = usePagedList(OILS_ORDERS.list, 'orders', (failure) => refused(failure, words.loadFailed));
  const print = usePrint();

  return (
    <section className="admin-section no-print" aria-labelledby="oils-orders-title">
      <h2 id="oils-orders-title">{words.title}</h2>
      <FoldedFilters
        label={words.filterLabel}
        onSubmit={list.filter}
        field={{ label: words.filter, name: 'q', placeholder: words.filterPlaceholder }}
        submit={words.submit}
        busy={list.loading}
      >
        <label>
          {words.email}
          <input name="email" type="search" maxLength={MAX_SEARCH} />
        </label>
        <StatusFilterFields />
        <CodFilterFields />
        <DateRangeFields />
      </FoldedFilters>
      <ListNotices list={list} shown={list.items.length} empty={words.empty} />
      <ol className="admin-cards order-rows" aria-label={words.listLabel}>
        {list.items.map((order) => (
          <li key={order._id}>
            <OrderRow
              kind={words.row}
              number={order.displayOrderId}
              name={order.user.username}
              city={order.city}
              total={order.totalPrice}
              status={order.status}
              confirmation={order.confirmation}
              risk={order.risk}
            >
              <OrderCard
                of={oilsOrder(order)}
                onChange={(changed) => {
                  if (changed.kind === 'oils') list.replace(changed.order, sameOrder);
                }}
                onPrintSlip={() => print.printSlips([oilsOrder(order)])}
              />
            </OrderRow>
          </li>
        ))}
      </ol>
      {print.slips && <PackingSlips orders={print.slips} />}
      <LoadMoreButton list={list} label={words.loadMore} loading={loading} />
    </section>
  );
}
