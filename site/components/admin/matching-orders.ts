/**
 * Every order the shown filter matches, read through the list itself a page at a time (the same filter and order
 * as the cards), for "Select all matching". It stops at MAX_MATCHING, which the console says when it is reached.
 */
import { ORDERS } from '#schema/api';
import type { Order, OrdersAnswer } from '#schema/answers/orders';
import { call } from '../../lib/api';
import { pageQuery } from '../../lib/use-paged-list';

export const MAX_MATCHING = 1000;

export async function matchingOrders(filterQuery: string): Promise<{ orders: Order[]; more: boolean }> {
  const orders: Order[] = [];
  let cursor: string | null = null;
  do {
    const page: OrdersAnswer = await call(ORDERS.list, { query: pageQuery('', filterQuery, cursor) });
    orders.push(...page.orders);
    cursor = page.nextCursor;
  } while (cursor && orders.length < MAX_MATCHING);
  return { orders: orders.slice(0, MAX_MATCHING), more: Boolean(cursor) || orders.length > MAX_MATCHING };
}
