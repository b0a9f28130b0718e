/**
 * Why the bulk change skipped an order, in the console's language. English reads the server's sentence; Urdu words
 * it from the answer's code and the status the order is in now, as the server's sentence does (never from the list
 * the console loaded, which an order may have left meanwhile), and words any other refusal as a single change of
 * the order would be refused.
 */
import type { SkippedOrder } from '#schema/answers/orders';
import type { Lang } from '#schema/i18n/languages';
import { STATUS_WORDS } from '#schema/i18n/status-words';
import { nextStatuses, type OrderStatus } from '#schema/order-status';
import type { ReturnReason } from '#schema/returns';
import { CONSOLE_WORDS } from '../../i18n/console';
import { ApiFailure } from '../../lib/api';
import { refusedIn } from './console-words';

/** `to`: the status the orders were moved to; `reason`: the return's, when they were returned. */
export function skippedWhy(lang: Lang, skip: SkippedOrder, to: OrderStatus, reason?: ReturnReason): string {
  const all = CONSOLE_WORDS[lang];
  const words = all.bulk.move.skippedWhy;
  if (!words) return skip.message;
  const statuses = STATUS_WORDS[lang];
  const { code, status } = skip;
  if (code === 'not_found') return words.notFound;
  if (code === 'return_reason_refused' && reason) return words.reasonAfterDelivery(all.card.status.reasons[reason]);
  if (code === 'status_change_refused' && status) {
    const allowed = nextStatuses(status);
    if (status === to) return words.already(statuses[status]);
    if (allowed.length === 0) return words.final(statuses[status]);
    // A change its status allows was refused because the order reached that status meanwhile.
    if (allowed.includes(to)) return words.meanwhile(statuses[status]);
    return words.onlyTo(
      statuses[status],
      allowed.map((next) => statuses[next]),
      statuses[to],
    );
  }
  const { product, left } = skip;
  // Only a return puts bottles back: its refusal over the stock cap is the restock's, as a single return's is.
  const field = to === 'returned' ? 'restock' : undefined;
  return refusedIn(lang, new ApiFailure(409, skip.message, code, field, null, { product, left }), skip.message);
}
