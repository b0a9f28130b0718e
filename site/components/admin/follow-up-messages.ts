/**
 * The WhatsApp messages after the happy path: once an order ships, its courier, tracking number, where to follow
 * it and the cash to keep ready; once it is delivered, a thank-you with the receipt, where the shopper can leave a
 * review later.
 */
import { COURIER_LABELS, trackingLink } from '../../../schema/couriers';
import type { Order } from '../../../schema/answers/orders';
import { whatsappNumber } from '../../../schema/phone';
import { SHOP, whatsappLink } from '../../../schema/shop';
import { amount } from '../../lib/money';
import { paths } from '../../lib/paths';
import { shopOrigin } from '../../lib/shop-origin';

export function trackingMessage(order: Order, origin = shopOrigin()): string {
  const { courier, trackingNumber } = order;
  if (!courier || !trackingNumber) throw new Error(`Order ${order.displayOrderId} has no shipment yet`);
  const courierPage = trackingLink(courier, trackingNumber);
  return [
    `Assalam o Alaikum ${order.shippingAddress.firstName}, this is ${SHOP.name}.`,
    `Your order ${order.displayOrderId} is on its way with ${COURIER_LABELS[courier]}.`,
    `Tracking number: ${trackingNumber}`,
    ...(courierPage ? [`Follow it on ${COURIER_LABELS[courier]}: ${courierPage}`] : []),
    `Or here: ${origin}${paths.trackOrderFor(order.displayOrderId)}`,
    `Please keep ${amount(order.totalPrice)} ready in cash for the courier. JazakAllah!`,
  ].join('\n');
}

export function thanksMessage(order: Order, origin = shopOrigin()): string {
  return [
    `Assalam o Alaikum ${order.shippingAddress.firstName}, thank you for shopping with ${SHOP.name}!`,
    `We hope you enjoy your order ${order.displayOrderId}.`,
    `Once you have worn it a few days, we would love your review: ${origin}${paths.orderConfirmation(order._id)}`,
  ].join('\n');
}

/** The chat with the customer holding `text`, or null when their phone is not a mobile WhatsApp can reach. */
export function chatWithCustomer(order: Order, text: string): string | null {
  const number = whatsappNumber(order.shippingAddress.phone);
  return number ? whatsappLink(text, number) : null;
}
