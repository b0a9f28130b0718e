/**
 * What one courier's sync did, in the console's words: 'checked 3 parcels: 1 delivered, 1 returned; 3 with news from
 * the courier; 2 parcels reported paid'. A parcel with news is any whose last courier event changed, the delivered
 * and returned ones too; a parcel reported paid is a delivered one the courier says it has paid the shop for.
 */
import type { CourierSync } from '#schema/answers/couriers';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function syncText(sync: CourierSync): string {
  if (sync.error) return `could not sync: ${sync.error}`;
  const said = [];
  if (sync.checked > 0)
    said.push(
      `checked ${count(sync.checked, 'parcel')}: ${sync.delivered} delivered, ${sync.returned} returned; ` +
        `${sync.updated} with news from the courier`,
    );
  if (sync.paid > 0) said.push(`${count(sync.paid, 'parcel')} reported paid`);
  return said.length > 0 ? said.join('; ') : 'no parcels on the road to check';
}
