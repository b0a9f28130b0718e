/** Every status an order has had, with its time, on the shopper's receipt and the admin's card. */
import { STATUS_LABELS } from '../../../schema/order-status';
import { RETURN_REASON_LABELS } from '../../../schema/returns';
import type { Order } from '../../../schema/answers/orders';
import { orderDate } from './dates';
import './orders.css';

interface Props {
  history: Order['statusHistory'];
  titleId: string;
  /** The heading level under the page's structure: 3 on the receipt, 4 inside an admin order card. */
  level?: 3 | 4;
  /** Where many orders share a page (the console), the order this history is of, so each region has its own name. */
  orderNumber?: string;
  /** The console also says what became of a return's bottles. */
  forOwner?: boolean;
}

type Entry = Props['history'][number];

/** 'Returned: Refused at the door', and for the owner whether the bottles went back in stock. */
function entryLabel(entry: Entry, forOwner: boolean): string {
  if (!entry.reason) return STATUS_LABELS[entry.status];
  const label = `${STATUS_LABELS[entry.status]}: ${RETURN_REASON_LABELS[entry.reason]}`;
  if (!forOwner) return label;
  return `${label} (${entry.restock ? 'back in stock' : 'written off'})`;
}

export default function StatusHistory({ history, titleId, level = 3, orderNumber, forOwner = false }: Props) {
  const Heading = level === 4 ? 'h4' : 'h3';
  const name = orderNumber ? { 'aria-label': `Order progress of ${orderNumber}` } : { 'aria-labelledby': titleId };
  return (
    <section className="status-history" {...name}>
      <Heading id={titleId}>Order progress</Heading>
      <ol>
        {history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <span className="status-history__status">{entryLabel(entry, forOwner)}</span>{' '}
            <time dateTime={entry.at}>{orderDate(entry.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
