/**
 * A category grid's sort, read from and written to the address (?sort=), so a shared link keeps it. While the
 * pre-rendered grid hydrates it is 'featured', the order the page was built in, so hydrating moves nothing; a
 * shared link's sort applies right after.
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

export function useAddressSort(): [Sort, (sort: Sort) => void] {
  const sort = useSyncExternalStore(
    subscribe,
    () => sortFrom(window.location.search),
    () => 'featured' as const,
  );
  const choose = (next: Sort) => {
    window.history.replaceState(window.history.state, '', addressWith(next, window.location.href));
    listeners.forEach((listener) => listener());
  };
  return [sort, choose];
}
