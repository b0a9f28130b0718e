/** The orders the admin ticked, kept whole (their slips print from them), in the order they were ticked. */
import { useCallback, useState } from 'react';
import type { Order } from '#schema/answers/orders';

export function useSelection() {
  const [selected, setSelected] = useState<Map<string, Order>>(new Map());

  const toggle = useCallback((order: Order, on: boolean) => {
    setSelected((now) => {
      const next = new Map(now);
      if (on) next.set(order._id, order);
      else next.delete(order._id);
      return next;
    });
  }, []);
  /** Keeps a ticked order's copy current when its card changes. */
  const refresh = useCallback((order: Order) => {
    setSelected((now) => (now.has(order._id) ? new Map(now).set(order._id, order) : now));
  }, []);
  const selectAll = useCallback(
    (orders: Order[]) => setSelected(new Map(orders.map((order) => [order._id, order]))),
    [],
  );
  const clear = useCallback(() => setSelected(new Map()), []);

  return { selected, orders: [...selected.values()], toggle, refresh, selectAll, clear };
}
