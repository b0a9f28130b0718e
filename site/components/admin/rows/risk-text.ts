/** A phone's record in the few words an order row has room for; nothing when it has never refused or sent back. */
import type { OrderRisk } from '#schema/answers/common';
import { COMMA, type Lang } from '#schema/i18n/languages';
import { CONSOLE_WORDS } from '#site/i18n/console';

export function riskText(risk: OrderRisk, lang: Lang = 'en'): string | null {
  const words = CONSOLE_WORDS[lang].card.risk.short;
  if (risk.blocked) return words.blocked;
  const said = [risk.refused > 0 && words.refused(risk.refused), risk.returned > 0 && words.returned(risk.returned)];
  const told = said.filter((text) => typeof text === 'string');
  return told.length > 0 ? told.join(COMMA[lang]) : null;
}
