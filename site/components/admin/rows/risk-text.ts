/** A phone's record in the few words an order row has room for; nothing when it has never refused or sent back. */
import type { OrderRisk } from '#schema/answers/common';

export function riskText(risk: OrderRisk): string | null {
  if (risk.blocked) return 'Blocked number';
  const said = [risk.refused > 0 && `${risk.refused} refused`, risk.returned > 0 && `${risk.returned} returned`].filter(
    Boolean,
  );
  return said.length > 0 ? said.join(', ') : null;
}
