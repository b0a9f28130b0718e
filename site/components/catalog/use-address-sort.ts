/**
 * A category grid's sort, read from and written to the address (?sort=), so a shared link keeps it. While the
 * island hydrates it is the sort its HTML was drawn in (`drawn`): 'featured' for a pre-rendered grid, whose shared
 * link's sort applies right after, or the address's own for a page drawn on demand. Hydrating moves nothing.
 */
import { useSyncExternalStore } from 'react';
import type { Sort } from '#schema/catalog/sorts';
import { addressWith, sortFrom } from '#schema/catalog/sorts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function useAddressSort(drawn: Sort = 'featured'): [Sort, (sort: Sort) => void] {
  const sort = useSyncExternalStore(
    subscribe,
    () => sortFrom(window.location.search),
    () => drawn,
  );
  const choose = (next: Sort) => {
    window.history.replaceState(window.history.state, '', addressWith(next, window.location.href));
    listeners.forEach((listener) => listener());
  };
  return [sort, choose];
}
