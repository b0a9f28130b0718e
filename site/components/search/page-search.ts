/**
 * Search within the page: a case-insensitive substring match against the visible text of headings,
 * spans, links and buttons (and list items on category pages); a match scrolls smoothly to the centre. Searching
 * the same words again moves on to the next match, so each one can be reached.
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

/** Text a sighted shopper does not see: labels for screen readers ('Was', 'Now'), hidden or inert parts. */
const UNSEEN = '.visually-hidden, [aria-hidden="true"], [hidden], [inert]';

function isVisible(element: Element): boolean {
  return element.getClientRects().length > 0 && !element.closest(UNSEEN);
}

/** The element's text without its unseen parts. */
function seenText(element: Element): string {
  let text = '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(UNSEEN)) text += node.nodeValue ?? '';
  }
  return text;
}

/** Every match in page order. An element inside another match is dropped: it is the same place on the page. */
export function findOnPage(query: string, scopes: Element[], selector: string, exclude: Element): Element[] {
  const matches: Element[] = [];
  for (const scope of scopes) {
    for (const element of scope.querySelectorAll(selector)) {
      if (exclude.contains(element) || !isVisible(element)) continue;
      if (matches.some((match) => match.contains(element))) continue;
      if (seenText(element).toLowerCase().includes(query)) matches.push(element);
    }
  }
  return matches;
}

/** Wires one search form: messages in its status line, cleared on a match or after `data-clear-after` ms. */
export function enhanceSearch(form: HTMLFormElement): void {
  const input = form.querySelector('input')!;
  const message = form.querySelector<HTMLElement>('[role="status"]')!;
  const clearAfter = Number(form.dataset.clearAfter ?? 3000);
  const selector = selectorFor(form.dataset.listItems === 'true');
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  let last = { query: '', index: -1 };
  let highlighted: { element: Element; timer: ReturnType<typeof setTimeout> } | null = null;

  function highlight(element: Element) {
    if (highlighted) {
      clearTimeout(highlighted.timer);
      highlighted.element.classList.remove('search-hit');
    }
    element.classList.add('search-hit');
    highlighted = { element, timer: setTimeout(() => element.classList.remove('search-hit'), 2500) };
  }

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
    const matches = findOnPage(query, scopes, selector, form);
    if (matches.length === 0) return say(NO_MATCH);
    say('');
    const index = query === last.query ? (last.index + 1) % matches.length : 0;
    last = { query, index };
    const match = matches[index]!;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    match.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
    highlight(match);
  });
}
