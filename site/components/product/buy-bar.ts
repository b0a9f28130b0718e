/**
 * A product page's buy bar (ProductPage.astro): once the page's own Add to Cart has scrolled up out of sight, a phone
 * shows the price and Add to Cart pinned to the screen's bottom edge, for a shopper who has read on past the offer;
 * when that button comes back, the bar goes. The bar is plain HTML, not an island: it shows the offer island's price,
 * button and last refusal as they stand (built, filled by the Worker or today's once hydrated), and its tap is the
 * page's own Add to Cart's, so it adds the stepper's quantity with the same rules (a guest logs in first, sold out
 * cannot be added) and never shows another price.
 * The mark is the page's (`buy-bar-shown` on the body): only phones show the bar (product.css), and the footer's chat
 * button steps into the bar's end by it. Loaded with the header's module before the chat button's (chat-aside.ts), so
 * within each frame the bar is settled before the chat button looks for what lies under its corner.
 */
const MARK = 'buy-bar-shown';
const bar = document.querySelector<HTMLElement>('.buy-bar');
const offer = document.querySelector('.buy');
let queued = false;

const pageButton = () => offer?.querySelector<HTMLButtonElement>('.offer-actions .add-to-cart') ?? null;

/** The offer's price, its button's words and state (the perfume's hidden name left out) and its refusal, in the bar. */
function mirror() {
  const button = pageButton();
  const price = offer?.querySelector('.offer-price');
  if (!bar || !button || !price) return;
  const copy = (from: Node) => [...from.childNodes].map((node) => node.cloneNode(true));
  bar.querySelector('.buy-bar-price')?.replaceChildren(...copy(price));
  const add = bar.querySelector<HTMLButtonElement>('.add-to-cart')!;
  add.replaceChildren(...copy(button).filter((node) => !(node instanceof Element && node.matches('.visually-hidden'))));
  add.disabled = button.disabled;
  const refusal = bar.querySelector('.buy-bar-error')!;
  refusal.textContent = offer?.querySelector('.add-error')?.textContent ?? '';
}

function place() {
  queued = false;
  const button = pageButton();
  const shown = button !== null && button.getBoundingClientRect().bottom < 0;
  if (shown) mirror();
  document.body.classList.toggle(MARK, shown);
}
const soon = () => {
  if (queued) return;
  queued = true;
  requestAnimationFrame(place);
};

if (bar && offer) {
  for (const event of ['scroll', 'resize', 'load']) window.addEventListener(event, soon, { passive: true });
  // Today's price, Adding…, sold out or a refusal reach the bar as the island shows them.
  new MutationObserver(() => document.body.classList.contains(MARK) && mirror()).observe(offer, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  bar.querySelector('.add-to-cart')?.addEventListener('click', () => {
    const button = pageButton();
    if (!button || button.disabled) return;
    // The offer's island starts as a shopper reaching for it starts it (hydrate-on-interaction.ts); a tap before it
    // is ready is held and replayed once it is (held-taps.js).
    button.closest('astro-island')?.dispatchEvent(new FocusEvent('focusin'));
    button.click();
  });
  soon();
}

// A module, its names its own (chat-aside.ts has a place() too).
export {};
