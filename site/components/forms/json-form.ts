/**
 * A plain HTML form that posts its fields as JSON through the site's API wrapper. A refusal about one field shows
 * beside it (in `#<input id>-error`, tied to the input for screen readers), and every required field left empty is
 * said at once before anything is sent; the thank-you, or a refusal about no field, shows in the status line. The
 * form's data-lang picks the refusals' language; the server validates the rest, and no validation library ships.
 */
import type { Endpoint } from '#schema/api';
import type { MessageAnswer as ThankYouAnswer } from '#schema/answers/common';
import type { Lang } from '#schema/i18n/languages';
import { fieldProblemIn, refusalIn } from '../../i18n/refusals';
import type { WordedCode } from '../../i18n/ur/refusals';
import { ApiFailure, call } from '../../lib/api';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The form's field names are the endpoint's body fields; the Worker validates what arrives. */
export function enhanceJsonForm(
  form: HTMLFormElement,
  endpoint: Endpoint<ThankYouAnswer, unknown, string, WordedCode>,
): void {
  const lang: Lang = form.dataset.lang === 'ur' ? 'ur' : 'en';
  const fallback = form.dataset.fallback ?? 'Something went wrong. Please try again.';
  const status = form.querySelector<HTMLElement>('.form-status')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const idleLabel = submit.textContent ?? '';

  function show(message: string, tone: 'ok' | 'error') {
    status.textContent = message;
    status.className = `form-status ${tone === 'ok' ? 'success-text' : 'error-text'}`;
  }

  const fieldNamed = (name: string | undefined): Field | null => {
    const field = name ? form.elements.namedItem(name) : null;
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
  };

  function clearFieldProblems() {
    for (const field of form.querySelectorAll<Field>('input, textarea')) {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
      const note = form.querySelector(`#${field.id}-error`);
      if (note) note.textContent = '';
    }
  }

  const labelOf = (field: Field) => form.querySelector(`label[for="${field.id}"]`)?.textContent?.trim() ?? field.name;

  /** A problem with `field`, given in English, beside it in the page's words; false when it has no place there. */
  function showBeside(field: Field, english: string): boolean {
    const note = form.querySelector<HTMLElement>(`#${field.id}-error`);
    if (!note) return false;
    const kind = field.type === 'email' ? 'email' : field.type === 'tel' ? 'mobile' : undefined;
    note.textContent = fieldProblemIn(lang, english, { label: labelOf(field), value: field.value, kind }) ?? fallback;
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', note.id);
    return true;
  }

  /** The refusal beside its field; false when the form has no place for it there. */
  function showByField(failure: unknown): boolean {
    const field = failure instanceof ApiFailure ? fieldNamed(failure.field) : null;
    if (!field || !showBeside(field, refusalIn('en', failure, endpoint, fallback))) return false;
    field.focus();
    return true;
  }

  /**
   * Every required field left empty, each said beside it, the first focused: what the server would refuse one at a
   * time, said at once and without a request.
   */
  function showEmptyFields(): boolean {
    const empty = [...form.querySelectorAll<Field>('input[required], textarea[required]')].filter(
      (field) => !field.value.trim() && showBeside(field, `${labelOf(field)} is required`),
    );
    empty[0]?.focus();
    return empty.length > 0;
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearFieldProblems();
    status.textContent = '';
    if (showEmptyFields()) return;
    const body = Object.fromEntries(new FormData(form));
    submit.disabled = true;
    submit.textContent = form.dataset.sending ?? 'Sending…';
    try {
      const answer = await call(endpoint, { body });
      form.reset();
      show(form.dataset.thanks ?? answer.message, 'ok');
    } catch (error) {
      if (!showByField(error)) show(refusalIn(lang, error, endpoint, fallback), 'error');
    } finally {
      submit.disabled = false;
      submit.textContent = idleLabel;
    }
  });
}
