/**
 * The city, offered from Pakistan's cities as the shopper types (each shown with its province; a town not listed
 * is typed in full and accepted), and the province, which a listed city fills and a town not listed picks.
 */
import type { ComponentProps } from 'react';
import { CITIES, PROVINCES } from '#schema/pakistan-cities';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { Field } from './Field';

type CityFieldProps = Omit<ComponentProps<typeof Field>, 'label' | 'list'> & { label?: string; lang?: Lang };

/** An Urdu page offers the cities' Urdu names; either name is the same city (schema/pakistan-cities.ts). */
export function CityField({ label = 'City', lang = 'en', ...props }: CityFieldProps) {
  const list = `${props.id}-list`;
  const provinces = BUYING_WORDS[lang].checkout.provinces;
  return (
    <>
      <Field label={label} autoComplete="address-level2" required {...props} list={list} />
      <datalist id={list}>
        {CITIES.map((city) => (
          <option key={city.name} value={lang === 'ur' ? city.nameUr : city.name}>
            {provinces[city.province]}
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
  lang?: Lang;
}

export function ProvinceSelect({ id, value, error, onChange, lang = 'en' }: ProvinceSelectProps) {
  const errorId = `${id}-error`;
  const words = BUYING_WORDS[lang].checkout;
  return (
    <div className="field">
      <label htmlFor={id}>{words.province}</label>
      <select
        id={id}
        name="province"
        autoComplete="address-level1"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{words.chooseProvince}</option>
        {PROVINCES.map((province) => (
          <option key={province} value={province}>
            {words.provinces[province]}
          </option>
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
