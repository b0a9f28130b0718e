/** A labelled input with its error under it, tied together for screen readers. */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './field.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  /** Words, or words around something someone wrote (a note's name), marked as theirs. */
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Field({ id, label, error, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
