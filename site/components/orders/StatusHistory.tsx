/** Every status an order has had, with its time, on the shopper's receipt and the admin's card. */
import { STATUS_LABELS } from '../../../schema/order-status';
import type { Order } from '../../../schema/payloads/order';
import { orderDate } from './dates';
import './orders.css';

interface Props {
  history: Order['statusHistory'];
  titleId: string;
  /** The heading level under the page's structure: 3 on the receipt, 4 inside an admin order card. */
  level?: 3 | 4;
  /** Where many orders share a page (the console), the order this history is of, so each region has its own name. */
  orderNumber?: string;
}

export default function StatusHistory({ history, titleId, level = 3, orderNumber }: Props) {
  const Heading = level === 4 ? 'h4' : 'h3';
  const name = orderNumber ? { 'aria-label': `Order progress of ${orderNumber}` } : { 'aria-labelledby': titleId };
  return (
    <section className="status-history" {...name}>
      <Heading id={titleId}>Order progress</Heading>
      <ol>
        {history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <span className="status-history__status">{STATUS_LABELS[entry.status]}</span>{' '}
            <time dateTime={entry.at}>{orderDate(entry.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
