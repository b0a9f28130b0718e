/**
 * Search within the page (SPEC §5): a case-insensitive substring match against the visible text of headings,
 * spans, links and buttons (and list items on category pages); the first match scrolls smoothly to the centre.
 */
export const EMPTY_QUERY = 'Please enter a search term.';
export const NO_MATCH = 'No matching content found. Try another search.';

const BASE_SELECTOR = 'h1, h2, h3, h4, h5, h6, span, a, button';

/** The query as matched: trimmed and lower-cased, or null when there is nothing to search for. */
export function normalizeQuery(raw: string): string | null {
  const query = raw.trim().toLowerCase();
  return query === '' ? null : query;
}

export function selectorFor(includeListItems: boolean): string {
  return includeListItems ? `${BASE_SELECTOR}, li` : BASE_SELECTOR;
}

function isVisible(element: Element): boolean {
  return element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [inert]');
}

export function findOnPage(query: string, scopes: Element[], selector: string, exclude: Element): Element | null {
  for (const scope of scopes) {
    for (const element of scope.querySelectorAll(selector)) {
      if (exclude.contains(element) || !isVisible(element)) continue;
      if ((element.textContent ?? '').toLowerCase().includes(query)) return element;
    }
  }
  return null;
}

/** Wires one search form: messages in its status line, cleared on a match or after `data-clear-after` ms. */
export function enhanceSearch(form: HTMLFormElement): void {
  const input = form.querySelector('input')!;
  const message = form.querySelector<HTMLElement>('[role="status"]')!;
  const clearAfter = Number(form.dataset.clearAfter ?? 3000);
  const selector = selectorFor(form.dataset.listItems === 'true');
  let clearTimer: ReturnType<typeof setTimeout> | undefined;

  function say(text: string) {
    clearTimeout(clearTimer);
    message.textContent = text;
    if (text) clearTimer = setTimeout(() => (message.textContent = ''), clearAfter);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const query = normalizeQuery(input.value);
    if (query === null) return say(EMPTY_QUERY);
    const scopes = [...document.querySelectorAll('main, .site-footer')];
    const match = findOnPage(query, scopes, selector, form);
    if (!match) return say(NO_MATCH);
    say('');
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    match.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
    match.classList.add('search-hit');
    setTimeout(() => match.classList.remove('search-hit'), 2500);
  });
}
