/** Everything that happened to an order, oldest first, each with who and when (the shop's eyes only). */
import type { Timeline, TimelineEntry } from '#schema/answers/timeline';
import { orderDate } from '../orders/dates';
import { actorText, timelineText } from './timeline-text';
import { useConsoleWords } from './console-words';
import { COMMA } from '#schema/i18n/languages';
import './order-changes.css';

export default function OrderTimeline({ displayOrderId, timeline }: { displayOrderId: string; timeline: Timeline }) {
  const { lang, words } = useConsoleWords();
  return (
    <details className="order-timeline">
      <summary>{words.card.timeline.of(displayOrderId)}</summary>
      <ol>
        {timeline.map((entry, i) => (
          <li key={`${entry.at}-${i}`}>
            {timelineText(entry, lang)}
            <span className="muted">
              {' · '}
              {entry.by && `${actorText(entry.by, lang)}${COMMA[lang]}`}
              <time dateTime={entry.at}>{orderDate(entry.at, lang)}</time>
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The latest entry the test picks (who confirmed, who cancelled), or undefined. */
export function latest(timeline: Timeline | undefined, test: (entry: TimelineEntry) => boolean) {
  return timeline?.findLast(test);
}
