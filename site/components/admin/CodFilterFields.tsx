/**
 * An order filter's cash-on-delivery fields, perfume or oils: the courier, the delivery city, where the cash stands,
 * and orders shipped more than some days ago (with Status: Shipped, the parcels still out after that long).
 * Blank: any. The Urdu console offers the cities by their Urdu names, as its cards show them; the server reads either.
 */
import { CASH_STATES } from '#schema/cash';
import { COURIERS } from '#schema/couriers';
import { CITIES } from '#schema/pakistan-cities';
import { useId } from 'react';
import { useConsoleWords } from './console-words';

export function CodFilterFields() {
  const { words: all, courierName, lang } = useConsoleWords();
  const words = all.filters;
  // Both order lists stay mounted, each with its own cities.
  const cities = useId();
  return (
    <>
      <label>
        {words.courier}
        <select name="courier" defaultValue="">
          <option value="">{words.anyCourier}</option>
          {COURIERS.map((courier) => (
            <option key={courier} value={courier}>
              {courierName(courier)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {words.city}
        <input name="city" list={cities} maxLength={60} autoComplete="off" />
        <datalist id={cities}>
          {CITIES.map((city) => (
            <option key={`${city.province}-${city.name}`} value={lang === 'ur' ? city.nameUr : city.name} />
          ))}
        </datalist>
      </label>
      <label>
        {words.cash}
        <select name="cash" defaultValue="">
          <option value="">{words.anyCash}</option>
          {CASH_STATES.map((cash) => (
            <option key={cash} value={cash}>
              {words.cashStates[cash]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {words.shippedDaysAgo}
        <input name="shippedDaysAgo" type="number" inputMode="numeric" min={0} max={3650} step={1} />
      </label>
    </>
  );
}
