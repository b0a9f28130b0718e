/** An order's status as a coloured badge: pending warning, processing info, shipped primary, delivered success, cancelled danger. */
import type { Lang } from '#schema/i18n/languages';
import type { OrderStatus } from '#schema/order-status';
import { BUYING_WORDS } from '../../i18n/buying';
import './orders.css';

export default function StatusBadge({ status, lang = 'en' }: { status: OrderStatus; lang?: Lang }) {
  return (
    <span className={`status-badge status-badge--${status}`}>{BUYING_WORDS[lang].orders.status[status] ?? status}</span>
  );
}
