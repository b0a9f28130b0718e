/**
 * The line login-signup shows above its forms for a perfume or oil waiting there (stores/pending-add.ts). Kept out of
 * the store: the store is in the chunk every page's header loads, and the words of both languages are not.
 */
import { BUYING_WORDS } from '../../i18n/buying';
import type { Lang } from '#schema/i18n/languages';
import type { PendingAdd } from '../../stores/pending-add';

export function pendingLine(pending: PendingAdd, lang: Lang = 'en'): string {
  const words = BUYING_WORDS[lang].account;
  return pending.kind === 'oil' ? words.toAddOil(pending.name, String(pending.volume)) : words.toAdd(pending.name);
}
