/** The wholesale page's picker: an oil, a volume, the price it comes to, and Add to Cart. */
import { OIL_VOLUMES, type OilVolume } from '#schema/oil-pricing';
import type { WholesaleWords } from '../../i18n/en/wholesale';
import { listPrice } from '#schema/money';
import OilCombobox from './OilCombobox';
import type { OilOption } from './oil-search';
import type { Busy } from './busy';
import { unavailableWhen } from '../unavailable-button';

interface Props {
  oils: OilOption[];
  selected: OilOption | null;
  onSelect: (oil: OilOption | null) => void;
  volume: OilVolume;
  onVolume: (volume: OilVolume) => void;
  /** For the chosen oil and volume; null until an oil is chosen. */
  price: number | null;
  busy: Busy;
  onAdd: () => void;
  words: WholesaleWords;
}

export function OilPicker({ oils, selected, onSelect, volume, onVolume, price, busy, onAdd, words }: Props) {
  return (
    <div className="oil-picker">
      <OilCombobox oils={oils} selected={selected} onSelect={onSelect} disabled={busy === 'add'} words={words} />
      <div className="field">
        <label htmlFor="oil-volume">{words.volume}</label>
        <select
          id="oil-volume"
          value={volume}
          disabled={busy === 'add'}
          onChange={(event) => onVolume(Number(event.target.value) as OilVolume)}
        >
          {OIL_VOLUMES.map((v) => (
            <option key={v} value={v}>
              {words.ml(v)}
            </option>
          ))}
        </select>
      </div>
      <p className="oil-price">
        {words.price} <output aria-live="polite">{price === null ? words.chooseOil : listPrice(price)}</output>
      </p>
      <button type="button" className="button" {...unavailableWhen(busy !== null, onAdd)}>
        {busy === 'add' ? words.adding : words.add}
      </button>
    </div>
  );
}
