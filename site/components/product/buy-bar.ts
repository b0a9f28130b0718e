/**
 * Shows a product page's buy bar (BuyBar.tsx) once the page's own Add to Cart has scrolled up out of sight, and hides
 * it when that button comes back: the bar is for a shopper who has read on past the offer, not one still above it.
 * The mark is the page's (`buy-bar-shown` on the body), not the island's: React may render the island afresh, and the
 * footer's chat button steps aside by it (product.css). Only phones show the bar; elsewhere the mark changes nothing.
 * Loaded with the header's module before the chat button's (chat-aside.ts), so within each frame the bar is settled
 * before the chat button looks for what lies under its corner.
 */
const MARK = 'buy-bar-shown';
let queued = false;

function place() {
  queued = false;
  const button = document.querySelector('.offer-actions .add-to-cart');
  document.body.classList.toggle(MARK, button !== null && button.getBoundingClientRect().bottom < 0);
}
const soon = () => {
  if (queued) return;
  queued = true;
  requestAnimationFrame(place);
};
if (document.querySelector('.buy-bar')) {
  for (const event of ['scroll', 'resize', 'load']) window.addEventListener(event, soon, { passive: true });
  soon();
}

// A module, its names its own (chat-aside.ts has a place() too).
export {};
