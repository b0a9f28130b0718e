/**
 * The shop's own notes on an order ("customer asked for delivery after 5 pm"): the ones written, and a new one. A
 * courier booking cancelled, by someone or by the courier's own system, is said among them, in the console's words, so
 * the card tells why the order is back to processing.
 */
import { useState, type FormEvent } from 'react';
import type { Order } from '#schema/answers/orders';
import { COMMA } from '#schema/i18n/languages';
import { MAX_ORDER_NOTE } from '#schema/payloads/text-limits';
import { addOrderNote } from '../../api/orders';
import { orderDate } from '../orders/dates';
import { actorText, bookingUndone, timelineText } from './timeline-text';
import { useConsoleWords } from './console-words';
import './order-changes.css';

interface Props {
  order: Order;
  busy: boolean;
  run: (action: () => Promise<Order>, fallback: string) => Promise<boolean>;
}

export default function OrderNotes({ order, busy, run }: Props) {
  const [text, setText] = useState('');
  const { lang, words: all } = useConsoleWords();
  const words = all.card.notes;
  const notes = (order.timeline ?? []).flatMap((entry) => {
    const text = entry.kind === 'note' ? entry.text : bookingUndone(entry) ? timelineText(entry, lang) : null;
    return text === null ? [] : [{ at: entry.at, by: entry.by, text }];
  });
  const fieldId = `note-${order._id}`;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await run(async () => (await addOrderNote(order._id, text)).order, words.failed);
    if (saved) setText('');
  }

  return (
    <section className="order-notes" aria-label={words.of(order.displayOrderId)}>
      {notes.length > 0 && (
        <ul>
          {notes.map((note) => (
            <li key={note.at}>
              {note.text}{' '}
              <span className="muted">
                {note.by && `${actorText(note.by, lang)}${COMMA[lang]}`}
                <time dateTime={note.at}>{orderDate(note.at, lang)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="no-print" onSubmit={add}>
        <label htmlFor={fieldId}>{words.note}</label>
        <textarea
          id={fieldId}
          value={text}
          maxLength={MAX_ORDER_NOTE}
          rows={2}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit" className="button secondary" disabled={busy || !text.trim()}>
          {words.add}
        </button>
      </form>
    </section>
  );
}
