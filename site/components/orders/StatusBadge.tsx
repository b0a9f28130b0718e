/** An order's status as a coloured badge: pending warning, processing info, shipped primary, delivered success, cancelled danger. */
import { STATUS_LABELS, type OrderStatus } from '../../../schema/order-status';
import './orders.css';

export default function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{STATUS_LABELS[status] ?? status}</span>;
}
