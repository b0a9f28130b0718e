/**
 * Orders placed through the API, as checkout places them, for browser tests that start after the order
 * (the admin's page, the receipt), and oils orders as the wholesale page places them. The cart is filled first:
 * the server only orders what the cart holds.
 * Also the contact page's quote form and the footer's newsletter box, for the admin's lists of them.
 */
import type { APIRequestContext } from '@playwright/test';
import { csrfHeaders } from './csrf';

interface PlacedOrder {
  _id: string;
  displayOrderId: string;
  totalPrice: number;
  /** The shopper's /confirm/{token} page. */
  confirmUrl: string;
}

/** A quote request or newsletter sign-up as the contact page and footer send them, from its own address. */
export async function sendForm(
  request: APIRequestContext,
  path: '/api/quotes' | '/api/newsletter',
  data: Record<string, string>,
): Promise<void> {
  const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const response = await request.post(path, {
    headers: { ...(await csrfHeaders(request)), 'cf-connecting-ip': address },
    data,
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
}

export async function placeOrderViaApi(
  request: APIRequestContext,
  token: string,
  lines: Array<[productId: string, quantity: number]>,
  address: {
    firstName: string;
    lastName: string;
    email?: string;
    phone?: string;
    alternatePhone?: string;
    apartment?: string;
    address?: string;
    city?: string;
    province?: string;
    landmark?: string;
    deliveryNotes?: string;
  },
): Promise<PlacedOrder> {
  const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(request)) };
  // The shopper may be shared by the worker's tests (someShopper): what an earlier test left in the cart goes first,
  // as the server orders exactly what the cart holds.
  const emptied = await request.delete('/api/cart', { headers });
  if (!emptied.ok()) throw new Error(`Emptying the cart answered ${emptied.status()}`);
  let cart: { items: Array<{ product: { price: number }; quantity: number }> } = { items: [] };
  for (const [productId, quantity] of lines) {
    const added = await request.post('/api/cart/add', { headers, data: { productId, quantity } });
    if (!added.ok()) throw new Error(`Adding ${productId} answered ${added.status()}`);
    cart = ((await added.json()) as { cart: typeof cart }).cart;
  }
  const subtotal = cart.items.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const response = await request.post('/api/orders', {
    headers,
    data: {
      items: lines.map(([productId, quantity]) => ({ productId, quantity })),
      shippingAddress: {
        email: `${address.firstName.toLowerCase()}@example.pk`,
        phone: '03001234567',
        address: 'House 5, Street 2',
        city: 'Lahore',
        country: 'Pakistan',
        ...address,
      },
      shippingMethod: 'standard',
      orderDetails: { subtotal, giftWrappingCost: 0, shippingCost: 200, total: subtotal + 200 },
    },
  });
  const body = (await response.json()) as { order?: PlacedOrder; message?: string };
  if (!response.ok() || !body.order) throw new Error(`POST /api/orders answered ${response.status()}: ${body.message}`);
  return body.order;
}

/** An oils order of one line, as the wholesale page places it: the oil into the oils cart, then the order. */
export async function placeOilsOrderViaApi(
  request: APIRequestContext,
  token: string,
  oil: { name: string; price: number },
  volume: number,
  phone = '0300-1234567',
  city = 'Multan',
): Promise<PlacedOrder> {
  const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(request)) };
  const price = (oil.price * volume) / 25;
  const added = await request.post('/api/oilsCart', { headers, data: { name: oil.name, volume, price } });
  if (!added.ok()) throw new Error(`Adding ${oil.name} answered ${added.status()}`);
  const data = {
    phone,
    city,
    items: [{ product: oil.name, volume, price }],
    totalPrice: price,
  };
  const response = await request.post('/api/oilsOrders', { headers, data });
  const body = (await response.json()) as { order?: PlacedOrder; message?: string };
  if (!response.ok() || !body.order)
    throw new Error(`POST /api/oilsOrders answered ${response.status()}: ${body.message}`);
  return body.order;
}
