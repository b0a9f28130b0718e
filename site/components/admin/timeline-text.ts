/** An order's timeline in the console's words: what happened, and who did it. */
import type { Lang } from '#schema/i18n/languages';
import type { TimelineActor, TimelineEntry } from '#schema/answers/timeline';
import { amount } from '#schema/money';
import { BUYING_WORDS } from '../../i18n/buying';
import { CONSOLE_WORDS } from '../../i18n/console';

/** A courier moves an order back to processing only when its own system has cancelled the parcel. */
export const cancelledByCourier = (entry: TimelineEntry) =>
  entry.kind === 'status' && entry.status === 'processing' && entry.by?.role === 'courier';

/** Why an order that had shipped is back to processing: its booking cancelled, by a person or by the courier. */
export const bookingUndone = (entry: TimelineEntry) => entry.kind === 'booking-cancelled' || cancelledByCourier(entry);

export function timelineText(entry: TimelineEntry, lang: Lang = 'en'): string {
  const { card, orders } = CONSOLE_WORDS[lang];
  const words = card.timeline;
  switch (entry.kind) {
    case 'status': {
      if (cancelledByCourier(entry)) return words.courierCancelled;
      const label = words.status(BUYING_WORDS[lang].orders.status[entry.status]);
      if (!entry.reason) return label;
      return words.returned(label, card.status.reasons[entry.reason], Boolean(entry.restock));
    }
    case 'confirmation':
      return words.confirmation(orders.confirmation[entry.confirmation]);
    case 'note':
      return words.note(entry.text);
    case 'booking-cancelled':
      return words.bookingCancelled(entry.courier, entry.trackingNumber);
    case 'message':
      return words.messages[entry.message];
    case 'edit': {
      const parts = [
        ...entry.lines.map((line) => words.line(line.name, line.from, line.to)),
        ...(entry.address.length > 0 ? [words.delivery(entry.address.map((f) => words.fields[f] ?? f))] : []),
      ];
      const total =
        entry.total.from === entry.total.to ? '' : words.total(amount(entry.total.from), amount(entry.total.to));
      const again = entry.confirmAgain ? words.confirmAgain : '';
      return `${words.changed(parts)}${total}${again}`;
    }
  }
}

/** 'the shopper (Sana)', 'Owner (Ayesha)', or '' before the shop kept who. */
export function actorText(by: TimelineActor, lang: Lang = 'en'): string {
  if (!by) return '';
  const words = CONSOLE_WORDS[lang].card.timeline;
  const who = by.role === 'shopper' ? words.shopper : words.actors[by.role];
  return words.actor(who, by.name);
}
