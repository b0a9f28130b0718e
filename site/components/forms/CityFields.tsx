/**
 * The city, offered from Pakistan's cities as the shopper types (each shown with its province; a town not listed
 * is typed in full and accepted), and the province, which a listed city fills and a town not listed picks.
 */
import type { ComponentProps } from 'react';
import { CITIES, PROVINCES } from '../../../schema/pakistan-cities';
import { Field } from './Field';

type CityFieldProps = Omit<ComponentProps<typeof Field>, 'label' | 'list'>;

export function CityField(props: CityFieldProps) {
  const list = `${props.id}-list`;
  return (
    <>
      <Field label="City" autoComplete="address-level2" required {...props} list={list} />
      <datalist id={list}>
        {CITIES.map((city) => (
          <option key={city.name} value={city.name}>
            {city.province}
          </option>
        ))}
      </datalist>
    </>
  );
}

interface ProvinceSelectProps {
  id: string;
  value: string;
  error?: string;
  onChange: (province: string) => void;
}

export function ProvinceSelect({ id, value, error, onChange }: ProvinceSelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>Province</label>
      <select
        id={id}
        name="province"
        autoComplete="address-level1"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose a province</option>
        {PROVINCES.map((province) => (
          <option key={province}>{province}</option>
        ))}
      </select>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
