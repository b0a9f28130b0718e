/**
 * `client:interaction`: an island hydrates when the shopper first reaches for it (a pointer over it, a touch, the
 * focus inside it), so a page whose shopper never searches never runs the search box. The pre-rendered HTML
 * works until then (the search form asks /search on its own; a tap on a button is held and replayed once hydrated,
 * held-taps.js).
 * An island hydrates at once, without waiting for the shopper, when the built HTML cannot be what it would show:
 * - `address`: the address parameters it reads (a grid's ?sort=, a receipt's ?order=) are in the address;
 * - `shopper`: it shows the logged-in shopper's own things (their oils cart) and a shopper is logged in;
 * - `fresh` and `built`: today's listing (the API address) no longer has the cards it was built with (cardsKey):
 *   a perfume added, re-priced or sold out since the build.
 */
import type { ClientDirective } from 'astro';
import { cardsKey } from '../components/catalog/cards-key';
import { REACH_EVENTS } from './reach-events';
import { readStoredToken } from './stored-token';
import { todaysListing } from './todays-listing';

export interface InteractionOptions {
  address?: string[];
  shopper?: boolean;
  fresh?: string;
  built?: string;
}

const hydrateOnInteraction: ClientDirective = (load, options, element) => {
  const { address = [], shopper = false, fresh, built } = (options.value ?? {}) as InteractionOptions;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    // From here React is on its way: a script that works the island's HTML until then (the home carousel turning
    // its slides) stops at this mark, so React takes over HTML that holds still.
    element.setAttribute('data-reached', '');
    REACH_EVENTS.forEach((name) => element.removeEventListener(name, start));
    const hydrate = await load();
    await hydrate();
  };
  REACH_EVENTS.forEach((name) => element.addEventListener(name, start, { passive: true }));
  // The directive arrives with the header's module, once the page is parsed (islands-runtime.ts): a tap or typing
  // inside the island before then, which held-taps.js holds on the island, starts it at once and is replayed.
  if ((element as HTMLElement & { held?: unknown }).held) return void start();
  // A field inside the island tapped before then holds the focus, which said nothing to a directive not yet there.
  if (element.contains(document.activeElement)) return void start();
  const asked = new URLSearchParams(location.search);
  if (address.some((name) => asked.has(name)) || (shopper && readStoredToken())) return void start();
  if (fresh && built)
    todaysListing(fresh)
      .then((products) => {
        if (cardsKey(products) !== built) void start();
      })
      .catch(() => undefined); // The built cards stay; the shopper's first touch hydrates and retries.
};

export default hydrateOnInteraction;
