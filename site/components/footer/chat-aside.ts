/**
 * The floating chat button steps aside while a button or field of the page lies under it (checked once scrolling or
 * resizing settles, and after each tap), and comes back when that has moved on. Loaded with the header's module
 * (Header.astro; every page has both, ShopLayout.astro) rather than inline in each page: 0.4 kB less of every page
 * gzipped, where each 8.7 kB is one more round trip before the first paint on a 2G-grade link.
 */
const chat = document.querySelector<HTMLElement>('.site-footer .chat');
const TAPPABLE = 'button, input, select, textarea, summary, [role="button"], [role="option"], a.button';
let queued = false;
function place() {
  queued = false;
  if (!chat) return;
  const box = chat.getBoundingClientRect();
  const points = [
    [box.left + 2, box.top + 2],
    [box.right - 2, box.top + 2],
    [box.left + 2, box.bottom - 2],
    [box.right - 2, box.bottom - 2],
    [box.left + box.width / 2, box.top + box.height / 2],
  ] as const;
  const covers = points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((element) => element !== chat && !chat.contains(element) && element.closest(TAPPABLE)),
  );
  chat.classList.toggle('chat--away', covers);
}
const soon = () => {
  if (queued) return;
  queued = true;
  requestAnimationFrame(place);
};
for (const event of ['scroll', 'resize', 'click', 'load']) window.addEventListener(event, soon, { passive: true });
soon();
