/**
 * A newest-first admin list read a page at a time: `show(search)` loads the first page for a filter,
 * `more()` appends the next, `replace(item)` swaps in an item that changed. An answer that arrives after the
 * filter changed again is dropped, so a slow page never overwrites a newer one.
 */
import { useCallback, useRef, useState } from 'react';
import { api, ApiFailure } from '../../lib/api';

export interface PagedList<T> {
  items: T[];
  nextCursor: string | null;
  loading: boolean;
  /** True once the first page has arrived. */
  loaded: boolean;
  error: string;
  show: (search: string) => Promise<void>;
  more: () => Promise<void>;
  replace: (item: T, same: (a: T, b: T) => boolean) => void;
}

type Answer<Field extends string, T> = { [K in Field]: T[] } & { nextCursor: string | null };

export function usePagedList<T, Field extends string>(path: string, field: Field, fallback: string): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState('');
  const search = useRef('');
  const request = useRef(0);

  const load = useCallback(
    async (query: string, cursor: string | null) => {
      const mine = ++request.current;
      setLoading(true);
      setError('');
      const params = new URLSearchParams(query);
      if (cursor) params.set('cursor', cursor);
      const url = params.size > 0 ? `${path}?${params}` : path;
      try {
        const answer = await api<Answer<Field, T>>(url);
        if (mine !== request.current) return;
        setItems((shown) => (cursor ? [...shown, ...answer[field]] : answer[field]));
        setNextCursor(answer.nextCursor);
        setLoaded(true);
      } catch (failure) {
        if (mine === request.current) setError((failure instanceof ApiFailure && failure.message) || fallback);
      } finally {
        if (mine === request.current) setLoading(false);
      }
    },
    [path, field, fallback],
  );

  const show = useCallback(
    (query: string) => {
      search.current = query;
      return load(query, null);
    },
    [load],
  );
  const more = useCallback(() => load(search.current, nextCursor), [load, nextCursor]);
  const replace = useCallback((item: T, same: (a: T, b: T) => boolean) => {
    setItems((shown) => shown.map((old) => (same(old, item) ? item : old)));
  }, []);

  return { items, nextCursor, loading, loaded, error, show, more, replace };
}

/** The form's fields as a query string, blank ones left out. */
export function formQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
  }
  return params.toString();
}
