/**
 * A newest-first list read a page at a time. It loads its first page when it mounts; `filter(event)` (a
 * filter form's submit) or `show(search)` loads the first page for a filter, `more()` appends the next, `replace(item)` swaps in an item that changed, `prepend(items)` puts newly arrived ones on top. An answer that arrives after the
 * filter changed again is dropped, so a slow page never overwrites a newer one; and an item replaced while a page
 * was loading keeps its replacement, since the page was read before the change (a card's answer is not undone by the
 * filter the owner pressed a moment before).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Endpoint } from '#schema/api';
import { call } from './api';

export interface PagedList<T> {
  items: T[];
  nextCursor: string | null;
  loading: boolean;
  /** True once the first page has arrived. */
  loaded: boolean;
  error: string;
  /** The filter the shown items were loaded with (a query string, '' for none): what an export should use. */
  query: string;
  show: (search: string) => Promise<void>;
  /** A filter form's submit handler: shows the first page for the form's fields. */
  filter: (event: FormEvent<HTMLFormElement>) => void;
  more: () => Promise<void>;
  replace: (item: T, same: (a: T, b: T) => boolean) => void;
  /** Puts items that arrived since the list loaded on top (the console's new orders). */
  prepend: (items: T[]) => void;
}

/** A list endpoint's answer: its items under `Field`, and the cursor of the next page. */
type PageAnswer<Field extends string, T> = { [K in Field]: T[] } & { nextCursor: string | null };

/**
 * `failed` says why a page did not load, in the page's language (the shop's own words on an Urdu page, never the
 * server's English), given the failure. `fixed` is a query string every page carries (`mine=1`); the filter and
 * cursor join it. The item type comes from the endpoint's answer.
 */
export function usePagedList<Field extends string, T>(
  endpoint: Endpoint<PageAnswer<Field, T>>,
  field: Field,
  failed: (failure: unknown) => string,
  fixed = '',
): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState('');
  const [shownQuery, setShownQuery] = useState('');
  const request = useRef(0);
  // Items replaced since the page now loading was asked for: newer than that page's copies of them.
  const replacedSince = useRef<{ item: T; same: (a: T, b: T) => boolean }[]>([]);
  // Read when a page fails, not a reason to load again: a caller's new function each render reloads nothing.
  const failedWords = useRef(failed);
  useEffect(() => {
    failedWords.current = failed;
  });

  const load = useCallback(
    async (query: string, cursor: string | null) => {
      const mine = ++request.current;
      replacedSince.current = [];
      setLoading(true);
      setError('');
      try {
        const answer = await call(endpoint, { query: pageQuery(fixed, query, cursor) });
        if (mine !== request.current) return;
        const replaced = replacedSince.current;
        const page = answer[field].map((read) => replaced.findLast(({ item, same }) => same(item, read))?.item ?? read);
        setItems((shown) => (cursor ? [...shown, ...page] : page));
        setShownQuery(query);
        setNextCursor(answer.nextCursor);
        setLoaded(true);
      } catch (failure) {
        if (mine === request.current) setError(failedWords.current(failure));
      } finally {
        if (mine === request.current) setLoading(false);
      }
    },
    [endpoint, fixed, field],
  );

  const show = useCallback((query: string) => load(query, null), [load]);
  const filter = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void show(formQuery(event.currentTarget));
    },
    [show],
  );
  useEffect(() => {
    void show('');
  }, [show]);
  // The next page of what is shown: a filter that failed to load has not replaced it.
  const more = useCallback(() => load(shownQuery, nextCursor), [load, shownQuery, nextCursor]);
  const replace = useCallback((item: T, same: (a: T, b: T) => boolean) => {
    replacedSince.current.push({ item, same });
    setItems((shown) => shown.map((old) => (same(old, item) ? item : old)));
  }, []);

  const prepend = useCallback((arrived: T[]) => setItems((shown) => [...arrived, ...shown]), []);

  return { items, nextCursor, loading, loaded, error, query: shownQuery, show, filter, more, replace, prepend };
}

/** The query of a page: the fixed parameters (`mine=1`), then the filter's, then the cursor. */
export function pageQuery(fixed: string, query: string, cursor: string | null): string {
  const params = new URLSearchParams(fixed);
  for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** The form's fields as a query string, blank ones left out. */
export function formQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
  }
  return params.toString();
}
