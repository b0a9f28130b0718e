/**
 * The footer's newsletter box: POST /api/newsletter, the answer shown under the box. An island hydrated when the
 * shopper reaches for it (the focus in its field, a touch), so a page whose shopper never subscribes never loads it.
 */
import { useState, type FormEvent } from 'react';
import { signUpForNewsletter } from '../../api/contact';
import { failureMessage } from '../../lib/api';
import './newsletter.css';

const FALLBACK = 'Sorry, we could not sign you up. Please try again.';

export default function NewsletterForm() {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; ok: boolean } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setAnswer(null);
    try {
      const thanks = await signUpForNewsletter(String(new FormData(form).get('email')));
      form.reset();
      setAnswer({ text: thanks, ok: true });
    } catch (failure) {
      setAnswer({ text: failureMessage(failure, FALLBACK), ok: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="newsletter" noValidate onSubmit={(event) => void submit(event)}>
      <p>New arrivals and Eid offers, once a month.</p>
      <label htmlFor="newsletter-email">Email address</label>
      <div className="newsletter-row">
        <input id="newsletter-email" name="email" type="email" autoComplete="email" inputMode="email" required />
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Subscribe'}
        </button>
      </div>
      <p className={`form-status ${answer ? (answer.ok ? 'success-text' : 'error-text') : ''}`} aria-live="polite">
        {answer?.text}
      </p>
    </form>
  );
}
