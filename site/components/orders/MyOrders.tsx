/**
 * 'My orders' (beyond the spec): the shopper's own perfume orders, each opening its receipt, and beside them their
 * wholesale perfume-oil orders, newest first, a page at a time; a pending one of either kind can be cancelled here.
 */
import type { ReactNode } from 'react';
import { OILS_ORDERS, ORDERS } from '#schema/api';
import { reviewPathOf } from '#schema/confirm-link';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { refusalIn } from '../../i18n/refusals';
import { hrefIn, listIn } from '#schema/i18n/languages';
import { amount } from '#schema/money';
import { paths } from '#schema/paths';
import { usePagedList, type PagedList } from '../../lib/use-paged-list';
import { LoadMoreButton } from '../LoadMoreButton';
import { LoadingStatus } from '../LoadingStatus';
import CancelOrder from './CancelOrder';
import Shipment from './Shipment';
import ReturnedNote from './ReturnedNote';
import StatusBadge from './StatusBadge';
import { orderDate } from './dates';

const sameOrder = (a: { _id: string }, b: { _id: string }) => a._id === b._id;

export default function MyOrders({ lang = 'en' }: { lang?: Lang }) {
  const words = BUYING_WORDS[lang].myOrders;
  // mine=1: an admin's My orders are their own too, not the whole shop's.
  const perfumes = usePagedList(
    ORDERS.list,
    'orders',
    (failure) => refusalIn(lang, failure, ORDERS.list, words.loadFailed),
    'mine=1',
  );
  const oils = usePagedList(
    OILS_ORDERS.list,
    'orders',
    (failure) => refusalIn(lang, failure, OILS_ORDERS.list, words.oilsFailed),
    'mine=1',
  );
  const total = (rupees: number) => (
    <p className="my-orders__total">
      {words.total('')}
      <bdi dir="ltr">{amount(rupees)}</bdi>
    </p>
  );
  return (
    <div className="my-orders-page">
      <section aria-labelledby="my-perfume-orders">
        <h2 id="my-perfume-orders">{words.perfumes}</h2>
        <OrderList
          list={perfumes}
          loading={words.loadingOrders}
          more={words.older}
          loadingMore={words.loadingOlder}
          none={
            <p>
              {words.none}
              <a href={hrefIn(lang, paths.buyPerfumes)}>{words.browse}</a>
            </p>
          }
        >
          {(order) => (
            <li key={order._id} className="my-orders__order">
              <h3>
                <a href={hrefIn(lang, paths.orderConfirmation(order._id))}>
                  {words.order('')}
                  <bdi dir="ltr">{order.displayOrderId}</bdi>
                </a>
              </h3>
              <StatusBadge status={order.status} lang={lang} />
              <p>{orderDate(order.createdAt, lang)}</p>
              <p>
                {listIn(
                  lang,
                  order.products.map((line) => `${line.name} × ${line.quantity}`),
                )}
              </p>
              <Shipment courier={order.courier} trackingNumber={order.trackingNumber} lang={lang} />
              <ReturnedNote history={order.statusHistory} orderNumber={order.displayOrderId} lang={lang} />
              {total(order.totalPrice)}
              <CancelOrder order={order} lang={lang} onChange={(next) => perfumes.replace(next, sameOrder)} />
              {order.status === 'delivered' && (
                <p>
                  <a href={hrefIn(lang, reviewPathOf(order.confirmUrl))}>{words.rate(order.displayOrderId)}</a>
                </p>
              )}
            </li>
          )}
        </OrderList>
      </section>
      <section aria-labelledby="my-oils-orders">
        <h2 id="my-oils-orders">{words.oils}</h2>
        <OrderList
          list={oils}
          loading={words.loadingOils}
          more={words.older}
          loadingMore={words.loadingOlder}
          none={
            <p>
              {words.noOils}
              <a href={hrefIn(lang, paths.wholeSale)}>{words.wholeSale}</a>
            </p>
          }
        >
          {(order) => (
            <li key={order._id} className="my-orders__order">
              <h3>
                {words.order('')}
                <bdi dir="ltr">{order.displayOrderId}</bdi>
              </h3>
              <StatusBadge status={order.status} lang={lang} />
              <p>{orderDate(order.createdAt, lang)}</p>
              <p>
                {listIn(
                  lang,
                  order.items.map((item) => `${item.product} ${item.volume} ${BUYING_WORDS[lang].ml}`),
                )}
              </p>
              <Shipment courier={order.courier} trackingNumber={order.trackingNumber} lang={lang} />
              <ReturnedNote history={order.statusHistory} orderNumber={order.displayOrderId} lang={lang} />
              {total(order.totalPrice)}
              <CancelOrder order={order} lang={lang} onChange={(next) => oils.replace(next, sameOrder)} />
            </li>
          )}
        </OrderList>
      </section>
    </div>
  );
}

interface ListProps<T> {
  list: PagedList<T>;
  loading: string;
  /** The button that shows the next page. */
  more: string;
  /** What the button for older orders says while they load. */
  loadingMore: string;
  none: ReactNode;
  children: (item: T) => ReactNode;
}

function OrderList<T>({ list, loading, more, loadingMore, none, children }: ListProps<T>) {
  if (!list.loaded && list.loading) return <LoadingStatus>{loading}</LoadingStatus>;
  if (!list.loaded && list.error) {
    return (
      <p className="alert" role="alert">
        {list.error}
      </p>
    );
  }
  if (list.loaded && list.items.length === 0) return <>{none}</>;
  return (
    <>
      <ul className="my-orders">{list.items.map(children)}</ul>
      {list.loaded && list.error && (
        <p className="alert" role="alert">
          {list.error}
        </p>
      )}
      <LoadMoreButton list={list} label={more} loading={loadingMore} className="my-orders__more" />
    </>
  );
}
