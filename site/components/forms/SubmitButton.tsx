/**
 * A form's submit button. It stays pressable while the form is unfinished (aria-disabled, not disabled), so
 * pressing it shows every error. Pressing it does not take the focus from the field being typed in: that field's
 * blur would show its error, push the button from under the pointer before the press ends, and the press would be
 * lost. The submit moves the focus itself, to the first field to fix.
 */
import type { MouseEvent, ReactNode } from 'react';

interface Props {
  /** The form cannot be sent yet (or is being sent): announced as unavailable, still pressable. */
  unavailable: boolean;
  /** Truly not pressable, while another action of the form runs. */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

export function SubmitButton({ unavailable, disabled, className = 'button', children }: Props) {
  return (
    <button type="submit" className={className} aria-disabled={unavailable} disabled={disabled} onMouseDown={keepFocus}>
      {children}
    </button>
  );
}
