/**
 * The home carousel, a React island: advances every 5 s and wraps around, has previous and next buttons, pauses
 * while the pointer is over it or the focus is inside it, and has a pause button for those who cannot hover; a
 * shopper who asked for less motion turns it by hand. The slides are the page's own HTML (HomeCarousel.astro passes
 * each banner in as slide0, slide1, ...); only the shown one is reachable, the others are hidden from assistive
 * technology and inert. React runs once the shopper reaches for it; until then carousel-turns.ts turns the slides,
 * and React takes over from the slide shown and from a pointer or focus already inside.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DIRECTION, type Lang } from '#schema/i18n/languages';
import { WIDGET_WORDS } from '../../i18n/widgets';
import { shownSlide, trackTransform, TURN_MS, wantsLessMotion, wrapIndex } from './carousel';

type Props = { count: number; lang: Lang; interval?: number } & Record<`slide${number}`, ReactNode>;

const Arrow = ({ d }: { d: string }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" />
  </svg>
);

export default function Carousel({ count, lang, interval = TURN_MS, ...slots }: Props) {
  const words = WIDGET_WORDS[lang].carousel;
  const id = useId();
  const section = useRef<HTMLElement>(null);
  // The slide the page shows when React hydrates it, which the HTML React renders then must match.
  const [index, setIndex] = useState(() =>
    typeof document === 'undefined' ? 0 : shownSlide(document.getElementById(id)),
  );
  const [holds, setHolds] = useState({ hover: false, focus: false, button: false, motion: false });
  const held = holds.hover || holds.focus || holds.button || holds.motion;
  const hold = (reason: keyof typeof holds, value: boolean) => setHolds((now) => ({ ...now, [reason]: value }));

  useEffect(() => {
    // The reach that brought React here came before its handlers: the pointer may be over the carousel already.
    const carousel = section.current!;
    setHolds((now) => ({
      ...now,
      hover: carousel.matches(':hover'),
      focus: carousel.contains(document.activeElement),
      motion: wantsLessMotion(),
    }));
  }, []);

  useEffect(() => {
    if (held) return;
    const timer = setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), interval);
    return () => clearInterval(timer);
    // A slide chosen by hand starts a new wait.
  }, [held, count, interval, index]);

  return (
    <section
      ref={section}
      id={id}
      className="carousel"
      aria-roledescription={words.kind}
      aria-label={words.name}
      data-state={held ? 'paused' : 'playing'}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && hold('focus', false)}
    >
      <div className="viewport">
        <div className="track" style={{ transform: trackTransform(index, DIRECTION[lang]) }}>
          {Array.from({ length: count }, (_, i) => (
            <div
              key={i}
              className="slide"
              role="group"
              aria-roledescription={words.slideKind}
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
