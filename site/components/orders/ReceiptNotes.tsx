/** The receipt's words around the order: who the shop is (on screen and on paper), and what happens next. */
import type { Order } from '../../../schema/answers/orders';
import { formatPhone } from '../../../schema/phone';
import { CONFIRMATION_TIME, DELIVERY_TIME, SHOP, whatsappLink } from '../../../schema/shop';
import { amount } from '../../lib/money';

export function ShopDetails({ displayOrderId }: { displayOrderId: string }) {
  return (
    <section className="receipt__shop" aria-label="The shop">
      <p className="receipt__shop-name">{SHOP.name}</p>
      <address>
        {SHOP.address}, {SHOP.city}, {SHOP.country}
        <br />
        Phone: <a href={`tel:${SHOP.phone.replace(/-/g, '')}`}>{SHOP.phone}</a> ·{' '}
        <a
          href={whatsappLink(`Assalam o Alaikum ${SHOP.name}, about my order ${displayOrderId}.`)}
          rel="noopener"
          target="_blank"
        >
          WhatsApp {formatPhone(SHOP.whatsapp)}
        </a>
      </address>
    </section>
  );
}

/** What a cash-on-delivery shopper should expect and have ready, until the order is delivered. */
export function NextSteps({ order }: { order: Order }) {
  return (
    <section className="receipt__next" aria-labelledby="receipt-next">
      <h3 id="receipt-next">What happens next</h3>
      <ol>
        {order.status === 'pending' && (
          <li>
            Within {CONFIRMATION_TIME} we call you or message you on WhatsApp at{' '}
            {formatPhone(order.shippingAddress.phone)} to confirm your order. Please answer: we send it once you have
            confirmed.
          </li>
        )}
        {(order.status === 'pending' || order.status === 'processing') && (
          <li>
            Or answer now: <a href={order.confirmUrl}>confirm or cancel your order</a> (this link is yours alone).
          </li>
        )}
        <li>
          Delivery takes {DELIVERY_TIME} after we confirm; we send you the courier&apos;s tracking number on WhatsApp.
        </li>
        <li>
          Keep <strong>{amount(order.orderDetails.total)}</strong> ready in cash for the courier.
        </li>
      </ol>
    </section>
  );
}
