/**
 * Turns the home carousel's pre-rendered slides before React is loaded, so that a carousel which turns by itself
 * does not need React's DOM client (about 60 KB gzipped) at idle. It writes what Carousel.tsx writes (the track's
 * offset, which slides are hidden and inert) until the shopper reaches for the carousel: that reach marks the island
 * (data-reached, hydrate-on-interaction.ts) and hydrates React, which takes over from the slide shown with its
 * buttons and pauses. A tap on a button before then is held and replayed once React runs (held-taps.js).
 */
import { shownSlide, trackTransform, TURN_MS, wantsLessMotion, wrapIndex } from './carousel';

export function turnByItself(carousel: HTMLElement): void {
  const island = carousel.closest('astro-island');
  const track = carousel.querySelector<HTMLElement>('.track');
  const slides = Array.from(carousel.querySelectorAll<HTMLElement>('.slide'));
  // Reached already (this script can arrive after the shopper's first touch): React has the carousel.
  const reached = () => !island?.hasAttribute('ssr') || island.hasAttribute('data-reached');
  if (!track || slides.length < 2 || wantsLessMotion() || reached()) return;
  const direction = getComputedStyle(carousel).direction === 'rtl' ? 'rtl' : 'ltr';
  let index = shownSlide(carousel);
  const timer = setInterval(() => {
    if (reached()) return clearInterval(timer);
    index = wrapIndex(index + 1, slides.length);
    track.style.transform = trackTransform(index, direction);
    slides.forEach((slide, i) => {
      if (i === index) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
      slide.inert = i !== index;
    });
  }, TURN_MS);
}
