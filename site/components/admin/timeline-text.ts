/** An order's timeline in the console's words: what happened, and who did it. */
import { ACTOR_LABELS } from '#schema/actors';
import { CONFIRMATION_LABELS } from '#schema/confirmation';
import { STATUS_LABELS } from '#schema/order-status';
import { RETURN_REASON_LABELS } from '#schema/returns';
import type { OrderMessage } from '#schema/payloads/timeline';
import type { TimelineActor, TimelineEntry } from '#schema/answers/timeline';
import { amount } from '#schema/money';

/** Each delivery field's name after the word 'delivery' ('Changed delivery phone, notes'). */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  phone: 'phone',
  alternatePhone: 'alternate phone',
  address: 'address',
  apartment: 'apartment',
  city: 'city',
  province: 'province',
  landmark: 'landmark',
  deliveryNotes: 'notes',
  country: 'country',
};

const MESSAGE_LABELS: Record<OrderMessage, string> = {
  confirmation: 'Sent the confirmation request on WhatsApp',
  tracking: 'Sent the tracking number on WhatsApp',
  thanks: 'Sent a thank-you on WhatsApp',
};

export function timelineText(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'status': {
      const label = `Status: ${STATUS_LABELS[entry.status]}`;
      if (!entry.reason) return label;
      const stock = entry.restock ? 'back in stock' : 'not restocked';
      return `${label} (${RETURN_REASON_LABELS[entry.reason]}; ${stock})`;
    }
    case 'confirmation':
      return `Confirmation: ${CONFIRMATION_LABELS[entry.confirmation]}`;
    case 'note':
      return `Note: ${entry.text}`;
    case 'message':
      return MESSAGE_LABELS[entry.message];
    case 'edit': {
      const parts = [
        ...entry.lines.map((line) => `${line.name} ${line.from} → ${line.to}`),
        ...(entry.address.length > 0 ? [`delivery ${entry.address.map((f) => FIELD_LABELS[f] ?? f).join(', ')}`] : []),
      ];
      const total =
        entry.total.from === entry.total.to ? '' : `; total ${amount(entry.total.from)} → ${amount(entry.total.to)}`;
      const again = entry.confirmAgain ? '; the new total needs the customer’s confirmation' : '';
      return `Changed ${parts.join('; ')}${total}${again}`;
    }
  }
}

/** 'the shopper (Sana)', 'Owner (Ayesha)', or '' before the shop kept who. */
export function actorText(by: TimelineActor): string {
  if (!by) return '';
  const who = by.role === 'shopper' ? 'the shopper' : ACTOR_LABELS[by.role];
  return by.name ? `${who} (${by.name})` : who;
}
