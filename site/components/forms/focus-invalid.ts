/**
 * A form never dead-ends: its submit button stays pressable (aria-disabled, not disabled, while the form is
 * invalid), and pressing it on an invalid form shows every error and takes the shopper to the first field to fix.
 * The errors render on React's next commit, so the focus waits for the next frame.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
