/**
 * The home carousel's rules, shared by the script that turns it before React is loaded (carousel-turns.ts) and the
 * React island that takes over once the shopper reaches for it (Carousel.tsx): both write the same markup.
 */

/** How long a slide shows before the next. */
export const TURN_MS = 5000;

/** Past the last slide comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** The track's offset that shows slide `index`: right to left, the slides line up leftward, so it slides the other way. */
export function trackTransform(index: number, direction: 'ltr' | 'rtl'): string {
  return `translateX(${(direction === 'rtl' ? 100 : -100) * index}%)`;
}

/** The slide a carousel in the page shows (the one not hidden): where React takes over from the script before it. */
export function shownSlide(carousel: ParentNode | null): number {
  const slides = carousel ? Array.from(carousel.querySelectorAll('.slide')) : [];
  return Math.max(
    0,
    slides.findIndex((slide) => !slide.hasAttribute('aria-hidden')),
  );
}

/** A shopper who asked for less motion sees the slides turn only when they turn them. */
export const wantsLessMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
