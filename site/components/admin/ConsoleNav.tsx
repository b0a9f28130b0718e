/**
 * The console's sections, one tap apart: a bar of links to their addresses, the shown one marked. On a phone the bar
 * is wider than the screen; an arrow at each end that hides more sections says so, and slides the bar along when
 * tapped, since a row cut off at the edge looks like all there is.
 */
import { useEffect, useRef, useState } from 'react';
import { sectionsFor, type SectionId } from './sections';
import './console-nav.css';

/** Whether sections lie out of sight before the first one shown and after the last. */
interface Hidden {
  before: boolean;
  after: boolean;
}

function useHiddenEnds(list: React.RefObject<HTMLUListElement | null>, shown: SectionId | null): Hidden {
  const [hidden, setHidden] = useState<Hidden>({ before: false, after: false });
  useEffect(() => {
    const bar = list.current;
    if (!bar) return;
    // A pixel of slack: a zoomed page scrolls by fractions of one.
    const measure = () =>
      setHidden({
        before: bar.scrollLeft > 1,
        after: bar.scrollLeft + bar.clientWidth < bar.scrollWidth - 1,
      });
    measure();
    bar.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(bar);
    return () => {
      bar.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [list]);
  // The shown section's link in sight, as after opening /orders#staff.
  useEffect(() => {
    const bar = list.current;
    const link = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !link) return;
    const outside =
      link.offsetLeft < bar.scrollLeft || link.offsetLeft + link.offsetWidth > bar.scrollLeft + bar.clientWidth;
    if (outside) bar.scrollTo({ left: link.offsetLeft - (bar.clientWidth - link.offsetWidth) / 2 });
  }, [list, shown]);
  return hidden;
}

export function ConsoleNav({ owner, shown }: { owner: boolean; shown: SectionId | null }) {
  const list = useRef<HTMLUListElement>(null);
  const hidden = useHiddenEnds(list, shown);
  const slide = (direction: 1 | -1) => {
    const bar = list.current;
    bar?.scrollBy({ left: direction * bar.clientWidth * 0.75, behavior: 'smooth' });
  };
  return (
    <nav className="console-nav no-print" aria-label="Console sections">
      {hidden.before && (
        <button type="button" className="console-nav__more" aria-label="Earlier sections" onClick={() => slide(-1)}>
          ‹
        </button>
      )}
      <ul ref={list}>
        {sectionsFor(owner).map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={shown === section.id ? 'page' : undefined}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
      {hidden.after && (
        <button type="button" className="console-nav__more" aria-label="More sections" onClick={() => slide(1)}>
          ›
        </button>
      )}
    </nav>
  );
}
