/**
 * A form never dead-ends: its submit button stays pressable (aria-disabled, not disabled, while the form is
 * invalid), and pressing it on an invalid form shows every error and takes the shopper to the first field to fix.
 * The errors render on one of React's next commits (after a server's refusal, React may commit after the next
 * frame on a busy phone), so the focus looks again for a few frames until a field is marked invalid.
 */

/** What the form's alert area says when its submit is pressed while a field is still wrong or empty. */
export const INVALID_FORM_MESSAGE = 'Please fill in all required fields correctly.';

export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = 10): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (framesLeft > 1) focusFirstInvalid(form, framesLeft - 1);
  });
}
