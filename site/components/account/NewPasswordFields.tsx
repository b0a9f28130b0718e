/**
 * A password being chosen and the same again (registration, a reset link, a password change). Each input shows its
 * rule's message as soon as the shopper leaves it, before any submit: the password rules under the first, a missing or
 * different copy under the second. `autoComplete="new-password"` lets the browser offer a generated one for both.
 */
import type { InputHTMLAttributes } from 'react';
import { Field } from '../forms/Field';

type Input = InputHTMLAttributes<HTMLInputElement>;

interface Props {
  /** The form's name: the inputs are `<id>-password` and `<id>-confirm`. */
  id: string;
  /** Where a password is replaced, 'New password' and 'Confirm new password'. */
  labels?: Record<Copy, string>;
  /** The messages to show now (undefined until the shopper has left the field). */
  errors: Partial<Record<Copy, string>>;
  /** The form's bindings of the two values. */
  inputs: Record<Copy, Input>;
}

type Copy = 'password' | 'confirm';
const REPLACING: Record<Copy, string> = { password: 'New password', confirm: 'Confirm new password' };

export function NewPasswordFields({ id, labels = REPLACING, errors, inputs }: Props) {
  return (['password', 'confirm'] as const).map((copy) => (
    <Field
      key={copy}
      id={`${id}-${copy}`}
      label={labels[copy]}
      type="password"
      autoComplete="new-password"
      required
      error={errors[copy]}
      {...inputs[copy]}
    />
  ));
}
