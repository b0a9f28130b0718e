/**
 * After the happy path: a shipped order's "Send tracking on WhatsApp", a delivered one's "Thank you". The link opens
 * the chat; the tap also records the message in the order's timeline.
 */
import type { Order } from '#schema/answers/orders';
import type { OrderMessage } from '#schema/payloads/timeline';
import { recordOrderMessage } from '../../api/orders';
import { chatWithCustomer, thanksMessage, trackingMessage } from './follow-up-messages';
import { useConsoleWords } from './console-words';
import type { CardWords } from '../../i18n/en/console-card';

interface Props {
  order: Order;
  run: (action: () => Promise<Order>, fallback: string) => Promise<boolean>;
}

export function recordSent(order: Order, message: OrderMessage, run: Props['run'], words: CardWords) {
  void run(async () => (await recordOrderMessage(order._id, message)).order, words.followUp.notRecorded);
}

export default function FollowUpMessages({ order, run }: Props) {
  const card = useConsoleWords().words.card;
  const offer =
    order.status === 'shipped' && order.courier && order.trackingNumber
      ? { message: 'tracking' as const, text: trackingMessage(order), label: card.followUp.tracking }
      : order.status === 'delivered'
        ? { message: 'thanks' as const, text: thanksMessage(order), label: card.followUp.thanks }
        : null;
  const link = offer && chatWithCustomer(order, offer.text);
  if (!offer || !link) return null;
  return (
    <div className="order-actions no-print">
      <a
        className="button whatsapp"
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => recordSent(order, offer.message, run, card)}
      >
        {offer.label}
      </a>
    </div>
  );
}
