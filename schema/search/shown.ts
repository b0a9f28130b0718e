/**
 * How many of /search's results its page lists: a page of them at first, and a page more for each Show more, kept
 * in the address (?shown=48) so the page drawn without script, or reloaded, or shared, lists as many as were asked
 * for. Read as a whole number of pages, and at most MOST_SHOWN, so the page cache keeps few pages per search.
 */
export const RESULTS_PAGE = 24;

const MOST_SHOWN = 40 * RESULTS_PAGE;

export function shownFrom(value: string | null): number {
  const asked = Number(value);
  if (!Number.isFinite(asked) || asked <= RESULTS_PAGE) return RESULTS_PAGE;
  return Math.ceil(Math.min(asked, MOST_SHOWN) / RESULTS_PAGE) * RESULTS_PAGE;
}
