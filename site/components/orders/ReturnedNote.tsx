/**
 * Why a returned order came back, in the shopper's words, with the way to reach the shop: on the receipt, My orders
 * and the tracking page. Nothing for an order that was not returned.
 */
import { RETURN_REASON_SENTENCES } from '../../../schema/returns';
import type { StatusHistory } from '../../../schema/answers/orders';
import { whatsappLink } from '../../../schema/shop';

export default function ReturnedNote({ history, orderNumber }: { history: StatusHistory; orderNumber: string }) {
  const returned = history.findLast((entry) => entry.status === 'returned');
  if (!returned?.reason) return null;
  return (
    <p className="returned-note">
      {RETURN_REASON_SENTENCES[returned.reason]} If you still want it,{' '}
      <a href={whatsappLink(`Assalam o Alaikum, my order ${orderNumber} came back to you. Can you send it again?`)}>
        message us on WhatsApp
      </a>
      .
    </p>
  );
}
