/**
 * What one courier's sync did, in the console's words: 'checked 3 parcels: 1 delivered, 1 returned; 3 with news from
 * the courier; 1 parcel cancelled by the courier, its order back to processing; 2 parcels reported paid'. A parcel with news is any whose last courier event changed, the delivered
 * and returned ones too; a parcel reported paid is a delivered one the courier says it has paid the shop for.
 */
import type { CourierSync } from '#schema/answers/couriers';
import type { Lang } from '#schema/i18n/languages';
import { CONSOLE_WORDS } from '#site/i18n/console';

export function syncText(sync: CourierSync, lang: Lang = 'en'): string {
  const words = CONSOLE_WORDS[lang].couriers.syncSaid;
  if (sync.error) return words.failed(sync.error);
  const said = [];
  if (sync.checked > 0) said.push(words.checked(sync.checked, sync.delivered, sync.returned, sync.updated));
  if (sync.cancelled > 0) said.push(words.cancelled(sync.cancelled));
  if (sync.paid > 0) said.push(words.paid(sync.paid));
  return said.length > 0 ? said.join(words.join) : words.nothing;
}
