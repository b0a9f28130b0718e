/**
 * What the admin bench times: pages of the perfume and oils order lists, the dashboard, the couriers' cash (the
 * orders a courier owes for and the payouts) and the customer list, each
 * with a check that the answer is what the case asks for (a fast wrong answer would pass otherwise). Cases in the
 * bar must answer under 100 ms (median); the others are printed for information.
 */
import type { CustomerListAnswer } from '#schema/answers/customers';
import type { DashboardAnswer } from '#schema/answers/dashboard';
import type { OilsOrdersAnswer } from '#schema/answers/oils';
import type { OrdersAnswer } from '#schema/answers/orders';
import type { RemittanceListAnswer } from '#schema/answers/cash';
import { BENCH_OILS_ORDERS, BENCH_ORDERS, FIRST_ORDER_AT, orderCreatedAt, pakistanDay } from './admin-orders-data';
import { caseOf, type Case } from './timed-reads';

const orders = (name: string, path: string, bar: boolean, check: (page: OrdersAnswer) => boolean) =>
  caseOf(name, path, bar, check);
const oils = (name: string, path: string, bar: boolean, check: (page: OilsOrdersAnswer) => boolean) =>
  caseOf(name, path, bar, check);

const deepSeq = Math.round(Math.min(BENCH_ORDERS, BENCH_OILS_ORDERS) * 0.2);
// About three months of orders, well inside the bench's year, and one day in it.
const from = pakistanDay(orderCreatedAt(45_000));
const to = pakistanDay(orderCreatedAt(71_000));
const beforeTo = (iso: string) => pakistanDay(Date.parse(iso)) <= to;
const [year, month, day] = pakistanDay(orderCreatedAt(20_000)).split('-');

export const ORDER_CASES: Case[] = [
  orders('first page', '/api/orders', true, (p) => p.orders.length === 50 && p.nextCursor !== null),
  orders(
    'filtered page (status + 3-month range)',
    `/api/orders?status=processing&from=${from}&to=${to}`,
    true,
    (p) => p.orders.length === 50 && p.orders.every((o) => o.status === 'processing' && beforeTo(o.createdAt)),
  ),
  orders(
    `deep page (after ${(BENCH_ORDERS - deepSeq).toLocaleString('en')} orders)`,
    `/api/orders?cursor=${orderCreatedAt(deepSeq)}.${deepSeq}`,
    true,
    (p) => p.orders.length === 50 && p.orders[0]!.displayOrderId === `FS-${10000 + deepSeq - 1}`,
  ),
  orders(
    'deep filtered page (cancelled, cursor)',
    `/api/orders?status=cancelled&cursor=${orderCreatedAt(deepSeq)}.${deepSeq}`,
    false,
    (p) => p.orders.length === 50 && p.orders.every((o) => o.status === 'cancelled'),
  ),
  orders('filter text: order number', '/api/orders?q=FS-60000', false, (p) => p.orders.length === 1),
  orders('filter text: a date', `/api/orders?q=${day}/${month}/${year}`, false, (p) => p.orders.length === 50),
  orders('filter text: customer name', '/api/orders?q=zainab%20malik', false, (p) => p.orders.length === 50),
  orders(
    'filter text: no match (reads every order)',
    '/api/orders?q=nobody-by-this-name',
    false,
    (p) => p.orders.length === 0,
  ),
  oils('oils: first page', '/api/oilsOrders', true, (p) => p.orders.length === 50 && p.nextCursor !== null),
  oils(
    'oils: filtered page (username + 3 months)',
    `/api/oilsOrders?username=shopper%2019&from=${from}&to=${to}`,
    true,
    (p) =>
      p.orders.length === 50 &&
      p.orders.every((o) => o.user.username.startsWith('Shopper 19') && beforeTo(o.createdAt)),
  ),
  oils(
    `oils: deep page (after ${(BENCH_OILS_ORDERS - deepSeq).toLocaleString('en')} orders)`,
    // An oils list's cursor is the last order's number.
    `/api/oilsOrders?cursor=${deepSeq}`,
    true,
    (p) => p.orders.length === 50 && p.orders[0]!.displayOrderId === `OIL-${10000 + deepSeq - 1}`,
  ),
  oils(
    "oils: one shopper's orders by email",
    '/api/oilsOrders?email=shopper7%40bench.pk',
    true,
    (p) => p.orders.length === 50 && p.orders.every((o) => o.user.email === 'shopper7@bench.pk'),
  ),
  oils('oils: filter text: order number', '/api/oilsOrders?q=OIL-60000', true, (p) => p.orders.length === 1),
  // The bench's oils orders carry no phone, city or courier: these read the most an oils filter reads.
  oils('oils: filter text: a whole phone', '/api/oilsOrders?q=0321-7654321', false, (p) => p.orders.length === 0),
  oils('oils: filter text: a tracking number', '/api/oilsOrders?q=TRX55501234', false, (p) => p.orders.length === 0),
  oils('oils: city (reads every oils order)', '/api/oilsOrders?city=Multan', false, (p) => p.orders.length === 0),
  oils('oils: courier', '/api/oilsOrders?courier=Trax', false, (p) => p.orders.length === 0),
  oils('oils: cash with the courier', '/api/oilsOrders?cash=with-courier', false, (p) => p.orders.length === 0),
  oils('oils: filter text: a buyer', '/api/oilsOrders?q=shopper7%40', false, (p) => p.orders.length === 50),
];

export const DASHBOARD_CASES: Case[] = [
  // One order every five minutes: about 288 a day, the last 30 days full of them.
  caseOf<DashboardAnswer>(
    'dashboard',
    '/api/admin/dashboard',
    true,
    (d) =>
      d.salesByDay.length === 30 &&
      d.periods.last30Days.orders > 6000 &&
      d.bestSellers.length === 5 &&
      d.waiting.pending > 0 &&
      d.cod.withCouriers.length === 4 &&
      d.cod.returnRate > 0 &&
      d.cod.refusedRate > 0,
  ),
];

export const CASH_CASES: Case[] = [
  orders(
    'orders whose cash a courier holds',
    '/api/orders?cash=with-courier',
    true,
    (p) => p.orders.length === 50 && p.orders.every((o) => o.cash === 'with-courier'),
  ),
  orders(
    "one courier's unpaid orders (the payout form)",
    '/api/orders?cash=with-courier&courier=Trax',
    true,
    (p) => p.orders.length === 50 && p.orders.every((o) => o.cash === 'with-courier' && o.courier === 'Trax'),
  ),
  caseOf<RemittanceListAnswer>(
    'remittances: first page, with what each courier owes',
    '/api/admin/remittances',
    true,
    (p) =>
      p.remittances.length === 50 &&
      p.nextCursor !== null &&
      p.remittances.every((r) => r.orderIds.length > 0) &&
      p.owed.length === 4,
  ),
];

const customers = (name: string, path: string, bar: boolean, check: (page: CustomerListAnswer) => boolean) =>
  caseOf(name, path, bar, check);
// The phone admin-orders-data.ts gives order 500, in the international form people paste.
const phone500 = `+92 3${String((500 * 7919) % 1_000_000_000).padStart(9, '0')}`;

export const CUSTOMER_CASES: Case[] = [
  customers(
    'customers: first page',
    '/api/admin/customers',
    true,
    (p) =>
      p.customers.length === 50 &&
      p.nextCursor !== null &&
      p.customers.every((c) => c.orders === 100) &&
      p.customers.some((c) => c.refusals > 0),
  ),
  customers(
    'customers: deep page',
    `/api/admin/customers?cursor=${FIRST_ORDER_AT}.bench-user-3`,
    true,
    (p) => p.customers.length === 50 && p.customers.every((c) => c._id < 'bench-user-3'),
  ),
  customers(
    'customers: a whole phone',
    `/api/admin/customers?q=${encodeURIComponent(phone500)}`,
    true,
    (p) => p.customers.length === 1 && p.customers[0]!._id === 'bench-user-501',
  ),
  customers(
    'customers: part of an email',
    '/api/admin/customers?q=shopper7%40',
    true,
    (p) => p.customers.length === 1 && p.customers[0]!.email === 'shopper7@bench.pk',
  ),
  customers('customers: the start of a phone', '/api/admin/customers?q=0300', true, (p) => p.customers.length === 50),
  customers(
    'customers: a name on their orders',
    '/api/admin/customers?q=zainab%20malik',
    true,
    (p) => p.customers.length === 50,
  ),
  customers(
    'customers: a last name on their orders',
    '/api/admin/customers?q=qureshi',
    true,
    (p) => p.customers.length === 50,
  ),
  customers(
    'customers: digits inside a phone (the order search index)',
    '/api/admin/customers?q=7919',
    false,
    (p) => p.customers.length > 0,
  ),
  customers(
    'customers: no match (reads every order)',
    '/api/admin/customers?q=nobody-by-this-name',
    false,
    (p) => p.customers.length === 0,
  ),
];

export const CASES: Case[] = [...ORDER_CASES, ...DASHBOARD_CASES, ...CASH_CASES, ...CUSTOMER_CASES];
