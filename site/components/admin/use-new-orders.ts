/**
 * New orders while the console is open. Every POLL_MS while the tab is visible, and at once when it is shown again
 * (a hidden tab does not poll), the first page of the shown filter is read again; orders newer than the newest shown
 * go on top of the list, and are counted in the tab's title, '(2) Orders | ...', until the owner marks them seen
 * or changes the filter.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ORDERS } from '#schema/api';
import type { Order } from '#schema/answers/orders';
import { call } from '../../lib/api';
import { pageQuery, type PagedList } from '../../lib/use-paged-list';

export const POLL_MS = 25_000;

export function useNewOrders(list: PagedList<Order>) {
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  const shown = useRef(list.items);
  shown.current = list.items;
  const { loaded, query, prepend } = list;

  useEffect(() => {
    if (!loaded) return;
    setArrived(new Set());
    const openedAt = new Date().toISOString();
    let live = true;
    async function poll() {
      if (document.visibilityState !== 'visible') return;
      try {
        const page = await call(ORDERS.list, { query: pageQuery('', query, null) });
        const ids = new Set(shown.current.map((order) => order._id));
        const newest = shown.current[0]?.createdAt ?? openedAt;
        const fresh = page.orders.filter((order) => !ids.has(order._id) && order.createdAt > newest);
        if (!live || fresh.length === 0) return;
        prepend(fresh);
        setArrived((now) => new Set([...now, ...fresh.map((order) => order._id)]));
      } catch {
        // The next poll tries again; the orders shown stay.
      }
    }
    const timer = setInterval(() => void poll(), POLL_MS);
    const onShown = () => void poll();
    document.addEventListener('visibilitychange', onShown);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [loaded, query, prepend]);

  const title = useRef<string | null>(null);
  useEffect(() => {
    title.current ??= document.title;
    document.title = arrived.size > 0 ? `(${arrived.size}) ${title.current}` : title.current;
  }, [arrived]);
  useEffect(() => () => void (title.current !== null && (document.title = title.current)), []);

  const markSeen = useCallback(() => setArrived(new Set()), []);
  return { arrived, markSeen };
}
