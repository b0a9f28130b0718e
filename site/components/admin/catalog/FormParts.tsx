/**
 * The product form's inputs beyond forms/Field.tsx (a text input): a text area, a select and a group of check boxes,
 * each with its label and its error tied to it for screen readers, as Field does.
 */
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import '../../forms/field.css';

interface Labelled {
  id: string;
  label: string;
  error?: string;
}

const described = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

export function TextBox({ id, label, error, ...area }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...described(id, error)} {...area} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function Choice({
  id,
  label,
  error,
  children,
  ...select
}: Labelled & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...described(id, error)} {...select}>
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

interface CheckGroupProps<Value extends string> extends Labelled {
  options: readonly Value[];
  labelOf: (value: Value) => string;
  value: string[];
  onChange: (value: string[]) => void;
}

/** Ticks keep the options' own order, so the saved list does not depend on the order they were ticked in. */
export function CheckGroup<Value extends string>({
  id,
  label,
  error,
  options,
  labelOf,
  value,
  onChange,
}: CheckGroupProps<Value>) {
  const toggle = (option: Value, on: boolean) =>
    onChange(options.filter((o) => (o === option ? on : value.includes(o))));
  return (
    <fieldset className="check-group" {...described(id, error)} id={id}>
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option} className="check">
          <input
            type="checkbox"
            checked={value.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
          {labelOf(option)}
        </label>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
