/**
 * The home carousel, a React island: advances every 5 s and wraps around, has previous and next buttons, pauses
 * while the pointer is over it or the focus is inside it, and has a pause button for those who cannot hover. The
 * slides are the page's own HTML (HomeCarousel.astro passes each banner in as slide0, slide1, ...); only the shown
 * one is reachable, the others are hidden from assistive technology and inert.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { DIRECTION, type Lang } from '#schema/i18n/languages';
import { WIDGET_WORDS } from '#schema/i18n/widgets';
import { wrapIndex } from './carousel';

type Props = { count: number; lang: Lang; interval?: number } & Record<`slide${number}`, ReactNode>;

const Arrow = ({ d }: { d: string }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" />
  </svg>
);

export default function Carousel({ count, lang, interval = 5000, ...slots }: Props) {
  const words = WIDGET_WORDS[lang].carousel;
  // Right to left, the slides line up leftward from the first: the track slides the other way.
  const step = DIRECTION[lang] === 'rtl' ? 100 : -100;
  const [index, setIndex] = useState(0);
  const [holds, setHolds] = useState({ hover: false, focus: false, button: false });
  const held = holds.hover || holds.focus || holds.button;
  const hold = (reason: keyof typeof holds, value: boolean) => setHolds((now) => ({ ...now, [reason]: value }));

  useEffect(() => {
    if (held) return;
    const timer = setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), interval);
    return () => clearInterval(timer);
    // A slide chosen by hand starts a new wait.
  }, [held, count, interval, index]);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={words.name}
      data-state={held ? 'paused' : 'playing'}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && hold('focus', false)}
    >
      <div className="viewport">
        <div className="track" style={{ transform: `translateX(${step * index}%)` }}>
          {Array.from({ length: count }, (_, i) => (
            <div
              key={i}
              className="slide"
              role="group"
              aria-roledescription="slide"
              aria-label={words.slide(i + 1, count)}
              aria-hidden={i !== index || undefined}
              inert={i !== index}
            >
              {slots[`slide${i}`]}
            </div>
          ))}
        </div>
      </div>
      <div className="controls">
        <button
          className="prev"
          type="button"
          aria-label={words.previous}
          onClick={() => setIndex((i) => wrapIndex(i - 1, count))}
        >
          <Arrow d="M15 5l-7 7 7 7" />
        </button>
        <button
          className="pause"
          type="button"
          aria-pressed={holds.button}
          aria-label={words.pause}
          onClick={() => hold('button', !holds.button)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" />
          </svg>
        </button>
        <button
          className="next"
          type="button"
          aria-label={words.next}
          onClick={() => setIndex((i) => wrapIndex(i + 1, count))}
        >
          <Arrow d="M9 5l7 7-7 7" />
        </button>
      </div>
    </section>
  );
}
