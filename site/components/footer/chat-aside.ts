/**
 * The floating chat button never covers a button or field of the page: while one lies under its corner (checked once
 * scrolling or resizing settles, and after each tap), it rises to just above it, and steps aside only when there is
 * no free place there in the screen's lower half. Rising rather than hiding keeps WhatsApp on a phone's first screen
 * where Add to Cart sits at the bottom edge, as it does under a product page's photo and long name at 360 × 740.
 * Loaded with the header's module (Header.astro; every page has both, ShopLayout.astro) rather than inline in each
 * page: 0.4 kB less of every page gzipped, where each 8.7 kB is one more round trip before the first paint on a
 * 2G-grade link.
 */
const chat = document.querySelector<HTMLElement>('.site-footer .chat');
const TAPPABLE = 'button, input, select, textarea, summary, [role="button"], [role="option"], a.button';
/** Space kept between the button and what it rises above, in px. */
const GAP = 8;
/** The highest it rises: its top no nearer the screen's top than this share of the screen. */
const HIGHEST = 0.5;
let lift = 0;
let queued = false;

/** The top of the highest tappable element under the button's corners and centre were it `up` px above its corner. */
function tappableTop(home: DOMRect, up: number): number | null {
  const [left, right, top, bottom] = [home.left + 2, home.right - 2, home.top - up + 2, home.bottom - up - 2];
  const points = [
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
    [(left + right) / 2, (top + bottom) / 2],
  ] as const;
  const tops = points.flatMap(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .filter((element) => element !== chat && !chat!.contains(element))
      .map((element) => element.closest(TAPPABLE))
      .filter((element) => element !== null)
      .map((element) => element.getBoundingClientRect().top),
  );
  return tops.length > 0 ? Math.min(...tops) : null;
}

function place() {
  queued = false;
  if (!chat) return;
  const box = chat.getBoundingClientRect();
  // Where the button sits unlifted: its corner.
  const home = new DOMRect(box.x, box.y + lift, box.width, box.height);
  const under = tappableTop(home, 0);
  let up = under === null ? 0 : home.bottom - under + GAP;
  const free = up === 0 || (home.top - up >= window.innerHeight * HIGHEST && tappableTop(home, up) === null);
  if (!free) up = 0;
  lift = up;
  chat.style.transform = up > 0 ? `translateY(${-up}px)` : '';
  chat.classList.toggle('chat--away', !free);
}
const soon = () => {
  if (queued) return;
  queued = true;
  requestAnimationFrame(place);
};
for (const event of ['scroll', 'resize', 'click', 'load']) window.addEventListener(event, soon, { passive: true });
soon();
