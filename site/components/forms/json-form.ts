/**
 * A plain HTML form that posts its fields as JSON through the site's API wrapper and shows the answer's message
 * (a thank-you, or the server's reason) in its status line. The server validates; no validation library ships.
 */
import type { Endpoint } from '#schema/api';
import type { MessageAnswer as ThankYouAnswer } from '#schema/answers/common';
import { call, failureMessage } from '../../lib/api';

/** The form's field names are the endpoint's body fields; the Worker validates what arrives. */
export function enhanceJsonForm(form: HTMLFormElement, endpoint: Endpoint<ThankYouAnswer, unknown>): void {
  const fallback = form.dataset.fallback ?? 'Something went wrong. Please try again.';
  const status = form.querySelector<HTMLElement>('.form-status')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const idleLabel = submit.textContent ?? '';

  function show(message: string, tone: 'ok' | 'error') {
    status.textContent = message;
    status.className = `form-status ${tone === 'ok' ? 'success-text' : 'error-text'}`;
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const body = Object.fromEntries(new FormData(form));
    submit.disabled = true;
    submit.textContent = 'Sending…';
    status.textContent = '';
    try {
      const answer = await call(endpoint, { body });
      form.reset();
      show(answer.message, 'ok');
    } catch (error) {
      show(failureMessage(error, fallback), 'error');
    } finally {
      submit.disabled = false;
      submit.textContent = idleLabel;
    }
  });
}
