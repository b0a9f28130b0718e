/** The wholesale page's picker: an oil, a volume, the price it comes to, and Add to Cart. */
import { OIL_VOLUMES, type OilVolume } from '#schema/oil-pricing';
import { listPrice } from '../../lib/money';
import OilCombobox from './OilCombobox';
import type { OilOption } from './oil-search';
import type { Busy } from './busy';

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
}

export function OilPicker({ oils, selected, onSelect, volume, onVolume, price, busy, onAdd }: Props) {
  return (
    <div className="oil-picker">
      <OilCombobox oils={oils} selected={selected} onSelect={onSelect} disabled={busy === 'add'} />
      <div className="field">
        <label htmlFor="oil-volume">Volume</label>
        <select
          id="oil-volume"
          value={volume}
          disabled={busy === 'add'}
          onChange={(event) => onVolume(Number(event.target.value) as OilVolume)}
        >
          {OIL_VOLUMES.map((v) => (
            <option key={v} value={v}>
              {v} ml
            </option>
          ))}
        </select>
      </div>
      <p className="oil-price">
        Price: <output aria-live="polite">{price === null ? 'choose an oil' : listPrice(price)}</output>
      </p>
      <button type="button" className="button" disabled={busy !== null} onClick={onAdd}>
        {busy === 'add' ? 'Adding...' : 'Add to Cart'}
      </button>
    </div>
  );
}
