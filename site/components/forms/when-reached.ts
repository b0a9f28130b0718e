/**
 * Runs `enhance` once the shopper first reaches for a plain form (the events an island hydrates on), so a page
 * fetches a form's script (the API wrapper, the refusals' words) only for the shopper who uses it. A send made
 * before `enhance` has finished, or before this script ran at all (held-send.js keeps it for a form marked
 * data-held-send), is held and made again once it has, so nothing typed is lost; if the script cannot
 * be fetched (the link dropped), the form's status line says so in its words (data-fallback) and the next send
 * tries again.
 *
 * A browser remembers a module it failed to fetch and fails every later import of it without asking again, for as
 * long as the page is open (Chromium does; the HTML standard no longer asks it to). So the server is asked first, for
 * this script's own file, past the cache: with the link down that ask fails, the form's script is never asked for,
 * and the next send, once the link is back, fetches it afresh.
 */
import { REACH_EVENTS } from '../../lib/reach-events';

async function reachable(): Promise<void> {
  await fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' });
}

/** A plain form as held-send.js leaves it: a send made before its script ran, kept for it. */
interface HeldForm extends HTMLFormElement {
  heldSend?: { submitter: HTMLElement | null };
}

export function whenReached(form: HeldForm, enhance: () => Promise<void>): void {
  let started: Promise<void> | undefined;
  let ready = false;
  const start = () =>
    (started ??= reachable()
      .then(enhance)
      .then(
        () => {
          ready = true;
        },
        (error: unknown) => {
          started = undefined;
          throw error;
        },
      ));
  const sendOnceReady = (submitter: HTMLElement | null) =>
    start().then(
      () => form.requestSubmit(submitter),
      () => {
        const status = form.querySelector('.form-status');
        if (!status) return;
        status.textContent = form.dataset.fallback ?? '';
        status.className = 'form-status error-text';
      },
    );
  for (const name of REACH_EVENTS) form.addEventListener(name, () => void start().catch(() => {}), { once: true });
  form.addEventListener('submit', (event) => {
    if (ready) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void sendOnceReady(event.submitter instanceof HTMLButtonElement ? event.submitter : null);
  });
  // From here this script holds the form's sends; one made before it ran is made now.
  form.removeAttribute('data-held-send');
  const held = form.heldSend;
  delete form.heldSend;
  if (held) void sendOnceReady(held.submitter);
  // The shopper may already be in the form: this script starts only after the page's first paint.
  else if (form.contains(document.activeElement)) void start().catch(() => {});
}
