/**
 * Search within the page: a case-insensitive substring match against the visible text of headings,
 * spans, links and buttons (and list items on category pages); a match scrolls smoothly to the centre. Searching
 * the same words again moves on to the next match, so each one can be reached.
 */

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

/**
 * Whether a sighted shopper sees the element: laid out, not unseen, and not folded inside a closed <details> (its
 * summary excepted). A closed list still has boxes, so the boxes alone took a category link a phone folds away (the
 * category page's other categories) for a match, and the search scrolled to nothing and said nothing.
 */
function isVisible(element: Element): boolean {
  if (element.getClientRects().length === 0 || element.closest(UNSEEN)) return false;
  for (
    let fold = element.closest('details:not([open])');
    fold;
    fold = fold.parentElement?.closest('details:not([open])') ?? null
  ) {
    if (!fold.querySelector(':scope > summary')?.contains(element)) return false;
  }
  return true;
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

export type PageSearchResult = 'empty' | 'found' | 'none';

/**
 * The in-page search of one search box: each call searches the page (not the box itself, `exclude`), scrolls
 * smoothly to the match and outlines it for a moment; the same words again move on to the next match.
 */
export function pageSearcher(includeListItems: boolean): (raw: string, exclude: Element) => PageSearchResult {
  const selector = selectorFor(includeListItems);
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

  return (raw, exclude) => {
    const query = normalizeQuery(raw);
    if (query === null) return 'empty';
    const scopes = [...document.querySelectorAll('main, .site-footer')];
    const matches = findOnPage(query, scopes, selector, exclude);
    if (matches.length === 0) return 'none';
    const index = query === last.query ? (last.index + 1) % matches.length : 0;
    last = { query, index };
    const match = matches[index]!;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    match.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
    highlight(match);
    return 'found';
  };
}
