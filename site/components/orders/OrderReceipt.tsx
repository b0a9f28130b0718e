/**
 * The order confirmation page: a spinner, an error, or the receipt of /order-confirmation/{id}.
 * One pre-rendered page serves every id (the Worker hands it out), so the id is read from the address.
 */
import { useEffect, useState } from 'react';
import type { Order } from '#schema/answers/orders';
import { reviewPathOf } from '#schema/confirm-link';
import { formatPhone } from '#schema/phone';
import { lineSubtotal } from '#schema/pricing';
import { readOrder } from '../../api/orders';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { englishPath, hrefIn, listIn } from '#schema/i18n/languages';
import { cityIn } from '#schema/pakistan-cities';
import { countryIn, provinceIn } from '../../i18n/places';
import { refusedWith } from '../../lib/api';
import { amount } from '#schema/money';
import { orderIdFromPath, paths } from '#schema/paths';
import { LoadingStatus } from '../LoadingStatus';
import { NextSteps, ShopDetails } from './ReceiptNotes';
import Shipment from './Shipment';
import StatusBadge from './StatusBadge';
import '../../styles/one-word.css';
import './receipt.css';
import ReturnedNote from './ReturnedNote';
import StatusHistory from './StatusHistory';
import { orderDate } from './dates';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; order: Order };

async function fetchOrder(id: string, lang: Lang): Promise<State> {
  const words = BUYING_WORDS[lang].receipt;
  if (!id) return { kind: 'error', message: words.notFound };
  try {
    return { kind: 'ready', order: (await readOrder(id)).order };
  } catch (error) {
    console.error('Loading the order failed:', error);
    if (refusedWith(error, 'not_found')) return { kind: 'error', message: words.notFound };
    if (refusedWith(error, 'unreadable')) return { kind: 'error', message: words.unreadable };
    return { kind: 'error', message: words.failed };
  }
}

export default function OrderReceipt({ lang = 'en' }: { lang?: Lang }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const words = BUYING_WORDS[lang].receipt;

  useEffect(() => {
    let live = true;
    fetchOrder(orderIdFromPath(englishPath(location.pathname)), lang).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [lang]);

  if (state.kind === 'loading') {
    return <LoadingStatus>{words.loading}</LoadingStatus>;
  }
  if (state.kind === 'error') {
    return (
      <div className="receipt-status">
        <p className="alert" role="alert">
          {state.message}
        </p>
        <a className="button secondary" href={hrefIn(lang, paths.home)}>
          {words.home}
        </a>
      </div>
    );
  }
  return <Receipt order={state.order} lang={lang} />;
}

function Receipt({ order, lang }: { order: Order; lang: Lang }) {
  const address = order.shippingAddress;
  const details = order.orderDetails;
  const words = BUYING_WORDS[lang].receipt;
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <ShopDetails displayOrderId={order.displayOrderId} lang={lang} />
        <h2 id="receipt-title">{words.thanks}</h2>
        <dl className="receipt__facts">
          <div>
            <dt>{words.orderNumber}</dt>
            <dd>{ltr(order.displayOrderId)}</dd>
          </div>
          <div>
            <dt>{words.date}</dt>
            <dd>{orderDate(order.createdAt, lang)}</dd>
          </div>
          <div>
            <dt>{words.payment}</dt>
            <dd>{words.cod}</dd>
          </div>
          <div>
            <dt>{words.status}</dt>
            <dd>
              <StatusBadge status={order.status} lang={lang} />
            </dd>
          </div>
        </dl>
      </header>

      {(order.status === 'pending' || order.status === 'processing' || order.status === 'shipped') && (
        <NextSteps order={order} lang={lang} />
      )}
      {order.status === 'delivered' && (
        <p className="receipt__rate">
          <a className="button" href={hrefIn(lang, reviewPathOf(order.confirmUrl))}>
            {words.rate}
          </a>
        </p>
      )}

      <ReturnedNote history={order.statusHistory} orderNumber={order.displayOrderId} lang={lang} />
      <StatusHistory history={order.statusHistory} titleId="receipt-progress" lang={lang} />
      <Shipment courier={order.courier} trackingNumber={order.trackingNumber} lang={lang} />

      <div className="receipt__people">
        <section aria-labelledby="receipt-customer">
          <h3 id="receipt-customer">{words.customer}</h3>
          <p>
            {address.firstName} {address.lastName}
            <br />
            {address.email}
            <br />
            {words.phone}
            {ltr(formatPhone(address.phone))}
            {address.alternatePhone && (
              <>
                <br />
                {words.alternatePhone}
                {ltr(formatPhone(address.alternatePhone))}
              </>
            )}
          </p>
        </section>
        <section aria-labelledby="receipt-shipping">
          <h3 id="receipt-shipping">{words.shippingAddress}</h3>
          <address>
            {address.address}
            {address.apartment && (
              <>
                <br />
                {address.apartment}
              </>
            )}
            <br />
            {listIn(lang, [
              cityIn(lang, address.city),
              ...(address.province ? [provinceIn(lang, address.province)] : []),
              countryIn(lang),
            ])}
            {address.landmark && (
              <>
                <br />
                {words.landmark}
                {address.landmark}
              </>
            )}
            {address.deliveryNotes && (
              <>
                <br />
                {words.deliveryNotes}
                {address.deliveryNotes}
              </>
            )}
          </address>
        </section>
      </div>

      <table className="receipt__items">
        <caption className="visually-hidden">{words.itemsOrdered}</caption>
        <thead>
          <tr>
            <th scope="col">{words.product}</th>
            <th scope="col">{words.format}</th>
            <th scope="col">{words.qty}</th>
            <th scope="col">{words.price}</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line.name}>
              <th scope="row">{line.name}</th>
              <td>{BUYING_WORDS[lang].size(line.format)}</td>
              <td>{line.quantity}</td>
              <td>
                {ltr(amount(lineSubtotal(line)))}
                {line.quantity > 1 && (
                  <span className="receipt__each">
                    {words.each[0]}
                    {ltr(amount(line.price))}
                    {words.each[1]}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {words.subtotal}
            </th>
            <td>{ltr(amount(details.subtotal))}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {words.shipping}
            </th>
            <td>{details.shippingCost > 0 ? ltr(amount(details.shippingCost)) : BUYING_WORDS[lang].free}</td>
          </tr>
          <tr className="receipt__total">
            <th scope="row" colSpan={3}>
              {words.total}
            </th>
            <td>{ltr(amount(details.total))}</td>
          </tr>
        </tfoot>
      </table>

      <div className="receipt__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {words.print}
        </button>
        <a className="button secondary" href={hrefIn(lang, paths.trackOrderFor(order.displayOrderId))}>
          {words.track}
        </a>
        <a className="button secondary" href={hrefIn(lang, paths.home)}>
          {words.home}
        </a>
      </div>
    </article>
  );
}
