import type { ButtonHTMLAttributes } from 'react';

/**
 * A button that cannot act just now (a quantity at 1 or at 10, a cart change still saving) but keeps its place and
 * the keyboard's focus: `aria-disabled` tells a screen reader it is unavailable, and a press does nothing. The
 * `disabled` attribute would drop the focus to the page's body the moment it applied, under the shopper who had just
 * pressed the button, and their next Enter would do nothing.
 */
export function unavailableWhen(
  unavailable: boolean,
  press: () => void,
): Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-disabled' | 'onClick'> {
  return { 'aria-disabled': unavailable || undefined, onClick: unavailable ? undefined : press };
}
