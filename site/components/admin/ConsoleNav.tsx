/**
 * The console's sections, one tap apart: a bar of links to their addresses, the shown one marked. On a phone the bar
 * is wider than the screen; an arrow at each end that hides more sections says so, and slides the bar along when
 * tapped, since a row cut off at the edge looks like all there is. In Urdu the bar runs right to left: its first
 * section at the right, where its scroll position starts at 0 and goes negative, so the ends are measured by distance.
 */
import { useEffect, useRef, useState } from 'react';
import { useConsoleWords } from './console-words';
import { sectionsFor, type SectionId } from './sections';
import './console-nav.css';

/** Whether the bar is wider than the screen, and whether sections lie out of sight before and after what shows. */
interface Hidden {
  overflows: boolean;
  before: boolean;
  after: boolean;
}

function useHiddenEnds(list: React.RefObject<HTMLUListElement | null>, shown: SectionId | null): Hidden {
  const [hidden, setHidden] = useState<Hidden>({ overflows: false, before: false, after: false });
  useEffect(() => {
    const bar = list.current;
    if (!bar) return;
    // A pixel of slack: a zoomed page scrolls by fractions of one.
    const measure = () => {
      const along = Math.abs(bar.scrollLeft);
      setHidden({
        overflows: bar.scrollWidth > bar.clientWidth + 1,
        before: along > 1,
        after: along + bar.clientWidth < bar.scrollWidth - 1,
      });
    };
    measure();
    bar.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(bar);
    return () => {
      bar.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [list]);
  // The shown section's link in sight, as after opening /orders#staff; again once the arrows have taken their room.
  const { overflows } = hidden;
  useEffect(() => {
    const bar = list.current;
    const link = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !link) return;
    // Measured on the screen, so it holds either way the bar runs.
    const shownAt = link.getBoundingClientRect();
    const barAt = bar.getBoundingClientRect();
    if (shownAt.left < barAt.left || shownAt.right > barAt.right)
      bar.scrollBy({ left: shownAt.left + shownAt.width / 2 - (barAt.left + barAt.width / 2) });
  }, [list, shown, overflows]);
  return hidden;
}

/** An arrow keeps its room while the bar overflows, shown only while it hides sections, so the bar never changes width as it slides. */
function Arrow({
  label,
  needed,
  onSlide,
  children,
}: {
  label: string;
  needed: boolean;
  onSlide: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className={`console-nav__more ${needed ? '' : 'console-nav__more--idle'}`}
      aria-label={label}
      onClick={onSlide}
    >
      {children}
    </button>
  );
}

export function ConsoleNav({ owner, shown }: { owner: boolean; shown: SectionId | null }) {
  const list = useRef<HTMLUListElement>(null);
  const hidden = useHiddenEnds(list, shown);
  const { lang, words } = useConsoleWords();
  const rtl = lang === 'ur';
  // Towards the later sections: rightwards in English, leftwards in Urdu. The arrows are written as in English: the
  // bidi rules mirror ‹ and › in a right-to-left bar, so › is drawn ‹ in Urdu, pointing at the hidden sections there
  // too (as the breadcrumb's arrow is).
  const slide = (direction: 1 | -1) => {
    const bar = list.current;
    bar?.scrollBy({ left: direction * (rtl ? -1 : 1) * bar.clientWidth * 0.75, behavior: 'smooth' });
  };
  return (
    <nav className="console-nav no-print" aria-label={words.nav.label}>
      {hidden.overflows && (
        <Arrow label={words.nav.earlier} needed={hidden.before} onSlide={() => slide(-1)}>
          ‹
        </Arrow>
      )}
      <ul ref={list}>
        {sectionsFor(owner).map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={shown === section.id ? 'page' : undefined}>
              {words.nav.sections[section.id]}
            </a>
          </li>
        ))}
      </ul>
      {hidden.overflows && (
        <Arrow label={words.nav.more} needed={hidden.after} onSlide={() => slide(1)}>
          ›
        </Arrow>
      )}
    </nav>
  );
}
