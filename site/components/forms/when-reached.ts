/**
 * Runs `enhance` once the shopper first reaches for a plain form (a pointer over it, a touch, the focus inside it),
 * so a page fetches a form's script (the API wrapper, the refusals' words) only for the shopper who uses it. A send
 * made before `enhance` has finished is held and made again once it has, so nothing typed is lost.
 */
const EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

export function whenReached(form: HTMLFormElement, enhance: () => Promise<void>): void {
  let started: Promise<void> | undefined;
  let ready = false;
  const start = () =>
    (started ??= enhance().then(() => {
      ready = true;
    }));
  for (const name of EVENTS) form.addEventListener(name, start, { once: true, passive: true });
  form.addEventListener('submit', (event) => {
    if (ready) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : undefined;
    void start().then(() => form.requestSubmit(submitter));
  });
  // The shopper may already be in the form: this script starts only after the page's first paint.
  if (form.contains(document.activeElement)) void start();
}
