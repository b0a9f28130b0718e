/**
 * `client:interaction`: an island hydrates when the shopper first reaches for it (a pointer over it, a touch, the
 * focus inside it), so a page whose shopper never searches never runs the search box. The pre-rendered HTML
 * works until then (the search form asks /search on its own).
 */
import type { ClientDirective } from 'astro';

const EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  const start = async () => {
    EVENTS.forEach((name) => element.removeEventListener(name, start));
    const hydrate = await load();
    await hydrate();
  };
  EVENTS.forEach((name) => element.addEventListener(name, start, { passive: true }));
};

export default hydrateOnInteraction;
