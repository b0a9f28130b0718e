/** An order's status as a coloured badge (SPEC §2): pending warning, processing info, shipped primary, delivered success, cancelled danger. */
import type { OrderStatus } from '../../../schema/payloads/order';
import './orders.css';

const LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export default function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{LABELS[status] ?? status}</span>;
}
