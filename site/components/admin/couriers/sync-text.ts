/**
 * What one courier's sync did, in the console's words: 'checked 3 parcels: 1 delivered, 1 returned; 3 with news from
 * the courier; 1 parcel cancelled by the courier, its order back to processing; 2 parcels reported paid'. A parcel with news is any whose last courier event changed, the delivered
 * and returned ones too; a parcel reported paid is a delivered one the courier says it has paid the shop for.
 */
import type { CourierSync } from '#schema/answers/couriers';
import type { CourierSyncFailure } from '#schema/courier-refusal';
import type { Lang } from '#schema/i18n/languages';
import { CONSOLE_WORDS } from '#site/i18n/console';

export function syncText(sync: CourierSync, lang: Lang = 'en'): string {
  const words = CONSOLE_WORDS[lang].couriers.syncSaid;
  if (sync.error) return words.failed(syncFailureText(sync.error, sync.failure, lang));
  const said = [];
  if (sync.checked > 0) said.push(words.checked(sync.checked, sync.delivered, sync.returned, sync.updated));
  if (sync.cancelled > 0) said.push(words.cancelled(sync.cancelled));
  if (sync.paid > 0) said.push(words.paid(sync.paid));
  return said.length > 0 ? said.join(words.join) : words.nothing;
}

/**
 * Why a courier's sync failed (the sync's answer, or the courier's last error), in the console's language. English
 * shows the server's sentence; Urdu never shows the server's English: it words what the server kept apart from any
 * language, the courier's refusal around its own words or its silence, as it words a booking's.
 */
export function syncFailureText(error: string, failure: CourierSyncFailure | null, lang: Lang): string {
  if (lang === 'en') return error;
  const words = CONSOLE_WORDS[lang].couriers;
  switch (failure?.code) {
    case 'courier_refused':
      return words.no(failure.courier);
    case 'courier_unreachable':
      return words.unheard(failure.unheard);
    case 'courier_not_connected':
      return words.syncNotConnected;
    default:
      return words.syncBroke;
  }
}
