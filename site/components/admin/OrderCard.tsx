/**
 * One order on the admin page, of either kind: who ordered and where it goes, its lines, its status history, the
 * buttons that move it along (only the changes schema/order-status.ts allows), the cash-on-delivery confirmation (and
 * who gave it), its timeline, and what the shop's orders from its phone say (PhoneRisk). A perfume order also shows
 * its address and cash, its parcel, the WhatsApp messages after shipping, changes before it ships and notes. A
 * pending or processing order of either kind books its parcel with a connected courier (BookParcel) and prints its
 * packing slip, and a shipped order booked so cancels it while the courier allows (CancelBooking).
 */
import { lineKey } from '#schema/size-name';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatPhone } from '#schema/phone';
import type { Order } from '#schema/answers/orders';
import { lineSubtotal } from '#schema/pricing';
import { amount, shippingAmount } from '#schema/money';
import { cityIn } from '#schema/pakistan-cities';
import { listIn, type Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { countryIn, provinceIn } from '../../i18n/places';
import { orderDate } from '../orders/dates';
import StatusBadge from '../orders/StatusBadge';
import Shipment from '../orders/Shipment';
import StatusHistory from '../orders/StatusHistory';
import { confirmationLink } from './confirm-message';
import ConfirmationControl from './ConfirmationControl';
import { kindActions, perfumeOrder, type KindOrder } from './kind-order';
import PhoneRisk from './PhoneRisk';
import StatusActions from './StatusActions';
import BookParcel from './BookParcel';
import CancelBooking from './CancelBooking';
import { useCardAction } from './use-card-action';
import FollowUpMessages, { recordSent } from './FollowUpMessages';
import OrderEditor from './OrderEditor';
import OrderNotes from './OrderNotes';
import { orderChanged } from '../../stores/orders';
import OrderTimeline, { latest } from './OrderTimeline';
import { actorText } from './timeline-text';
import Alert from '../forms/Alert';
import { useConsoleWords } from './console-words';
import type { CardWords } from '../../i18n/en/console-card';
import { hasParcelToPack } from './packable';

interface Props {
  of: KindOrder;
  onChange: (changed: KindOrder) => void;
  /** Prints the order's packing slip. */
  onPrintSlip?: () => void;
}

/**
 * What each kind shows of the order: its title, the fields of who ordered, its lines and the phone it came from. The
 * sizes and places in the console's language, as the receipt says them.
 */
function shownOf({ kind, order }: KindOrder, words: CardWords, lang: Lang) {
  const { fields, columns, totals } = words;
  if (kind === 'oils')
    return {
      title: words.title.oils,
      phone: order.phone,
      fields: [
        [fields.username, order.user.username],
        [fields.email, <a href={`mailto:${order.user.email}`}>{order.user.email}</a>],
        [fields.phone, order.phone ? <a href={`tel:${order.phone}`}>{formatPhone(order.phone)}</a> : '—'],
        [fields.city, order.city ?? '—'],
        [fields.deliverTo, order.deliverTo ? `${order.deliverTo.name}, ${order.deliverTo.address}` : '—'],
        [fields.cash, words.cash[order.cash]],
      ] as [string, ReactNode][],
      columns: [columns.oil, columns.volume, columns.price],
      lines: order.items.map((item, i) => ({
        key: String(i),
        cells: [item.product, words.ml(item.volume), amount(item.price)],
      })),
      totals: [[totals.totalPrice, amount(order.totalPrice)]],
    };
  const a = order.shippingAddress;
  return {
    title: words.title.perfume,
    phone: a.phone,
    fields: [
      [
        fields.customer,
        <>
          {a.firstName} {a.lastName}
        </>,
      ],
      [fields.email, <a href={`mailto:${a.email}`}>{a.email}</a>],
      [fields.phone, <a href={`tel:${a.phone}`}>{formatPhone(a.phone)}</a>],
      [fields.alternatePhone, a.alternatePhone ? formatPhone(a.alternatePhone) : '—'],
      [
        fields.address,
        listIn(lang, [
          a.address,
          cityIn(lang, a.city),
          ...(a.province ? [provinceIn(lang, a.province)] : []),
          countryIn(lang),
        ]),
      ],
      [fields.apartment, a.apartment || '—'],
      [fields.landmark, a.landmark || '—'],
      [fields.deliveryNotes, a.deliveryNotes || '—'],
      [fields.cash, words.cash[order.cash]],
    ] as [string, ReactNode][],
    columns: [columns.product, columns.format, columns.quantity, columns.subtotal],
    lines: order.products.map((line) => ({
      key: lineKey({ productId: line.product._id, ml: line.size }),
      // The perfume's own name: the format says the size.
      cells: [
        line.product.name,
        BUYING_WORDS[lang].size(line.format),
        String(line.quantity),
        amount(lineSubtotal(line)),
      ],
    })),
    totals: [
      [totals.shipping, shippingAmount(order.shippingCost, totals.free)],
      [totals.total, amount(order.totalPrice)],
    ],
  };
}

export default function OrderCard({ of, onChange: changed, onPrintSlip }: Props) {
  const onChange = (order: KindOrder) => {
    changed(order);
    orderChanged();
  };
  const actions = kindActions(of);
  const { busy, error, run } = useCardAction(onChange, actions.reload);
  const alertAt = useRef<HTMLDivElement>(null);
  // The reason a change was refused shows at the card's foot: on a phone, brought into view where the owner looks.
  useEffect(() => {
    if (error) alertAt.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  const { order } = of;
  const { lang, words: all, courierName } = useConsoleWords();
  const words = all.card;
  const shown = shownOf(of, words, lang);
  const headingId = `${of.kind === 'perfume' ? 'order' : 'oils'}-${order._id}`;
  const confirmedBy = latest(order.timeline, (entry) => entry.kind === 'confirmation')?.by;
  const cancelled = latest(order.timeline, (entry) => entry.kind === 'status' && entry.status === 'cancelled');
  const perfume = of.kind === 'perfume' ? of.order : null;
  const runPerfume = (
    action: () => Promise<Order>,
    fallback: string,
    saidBesideField?: (failure: unknown) => boolean,
  ) => run(async () => perfumeOrder(await action()), fallback, saidBesideField);

  return (
    <article className="order-card" aria-labelledby={headingId}>
      <header className="order-head">
        <h3 id={headingId}>
          {shown.title} <bdi dir="ltr">{order.displayOrderId}</bdi>
        </h3>
        <StatusBadge status={order.status} lang={lang} />
      </header>
      <p className="muted">{words.placed(orderDate(order.createdAt, lang))}</p>
      <dl className="order-fields">
        {shown.fields.map(([label, value]) => (
          <FieldRow key={label} label={label} value={value} />
        ))}
      </dl>
      {shown.phone && order.risk && (
        <PhoneRisk
          phone={shown.phone}
          risk={order.risk}
          busy={busy}
          onChange={(action, fallback) =>
            void run(async () => {
              const blocked = !order.risk?.blocked;
              await action();
              return actions.phoneBlocked(blocked);
            }, fallback)
          }
        />
      )}
      <table className="order-lines">
        <caption className="visually-hidden">{words.items(shown.title, order.displayOrderId)}</caption>
        <thead>
          <tr>
            {shown.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.lines.map((line) => (
            <tr key={line.key}>
              {line.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {shown.totals.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" colSpan={shown.columns.length - 1}>
                {label}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      <Shipment courier={of.order.courier} trackingNumber={of.order.trackingNumber} lang={lang} />
      {order.courierStatus && order.courierStatusAt && order.courier && (
        <p className="courier-event">
          {words.courierLatest(courierName(order.courier), order.courierStatus)}
          <time dateTime={order.courierStatusAt}>{orderDate(order.courierStatusAt, lang)}</time>
        </p>
      )}
      {order.courierPaid?.reference && order.courier && (
        <p className="courier-event">{words.courierPaid(courierName(order.courier), order.courierPaid.reference)}</p>
      )}
      <StatusHistory
        history={order.statusHistory}
        titleId={`${headingId}-progress`}
        level={4}
        orderNumber={order.displayOrderId}
        stock={words.status.stock}
        lang={lang}
      />
      <StatusActions
        displayOrderId={order.displayOrderId}
        status={order.status}
        busy={busy}
        cancelNote={perfume ? words.status.restocks : ''}
        restockable={Boolean(perfume)}
        onMove={(to, details, saidBesideField) =>
          run(() => actions.move(to, details), words.moveFailed, saidBesideField)
        }
      />
      <BookParcel of={of} onChange={onChange} reload={actions.reload} />
      <CancelBooking of={of} onChange={onChange} reload={actions.reload} />
      <ConfirmationControl
        displayOrderId={order.displayOrderId}
        status={order.status}
        confirmation={order.confirmation}
        history={order.confirmationHistory}
        whatsapp={confirmationLink(of)}
        by={actorText(confirmedBy ?? null, lang)}
        onWhatsapp={perfume ? () => recordSent(perfume, 'confirmation', runPerfume, words) : undefined}
        busy={busy}
        onSet={(to) => void run(() => actions.confirm(to), words.confirmFailed)}
      />
      {cancelled?.by && (
        <p className="muted">
          {words.cancelledBy(actorText(cancelled.by, lang))}
          <time dateTime={cancelled.at}>{orderDate(cancelled.at, lang)}</time>
        </p>
      )}
      {perfume && (
        <>
          <FollowUpMessages order={perfume} run={runPerfume} />
          <OrderEditor order={perfume} busy={busy} run={runPerfume} />
          <OrderNotes order={perfume} busy={busy} run={runPerfume} />
        </>
      )}
      {order.timeline && <OrderTimeline displayOrderId={order.displayOrderId} timeline={order.timeline} />}
      {onPrintSlip && hasParcelToPack(order) && (
        <button type="button" className="button secondary no-print print-slip" onClick={onPrintSlip}>
          {words.printSlip}
        </button>
      )}
      <div ref={alertAt}>
        <Alert message={error} />
      </div>
    </article>
  );
}

function FieldRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
