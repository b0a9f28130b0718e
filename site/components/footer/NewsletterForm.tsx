/**
 * The footer's newsletter box: POST /api/newsletter, the answer shown under the box, in the page's language. An
 * island hydrated when the shopper reaches for it (the focus in its field, a touch), so a page whose shopper never
 * subscribes never loads it.
 */
import { useState, type FormEvent } from 'react';
import { signUpForNewsletter } from '../../api/contact';
import { NEWSLETTER } from '#schema/api';
import type { Lang } from '#schema/i18n/languages';
import { fieldProblemIn, refusalIn } from '../../i18n/refusals';
import { WIDGET_WORDS } from '../../i18n/widgets';
import { ApiFailure } from '../../lib/api';
import './newsletter.css';

export default function NewsletterForm({ lang }: { lang: Lang }) {
  const words = WIDGET_WORDS[lang].newsletter;
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; ok: boolean } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The button stays pressable while busy (aria-disabled): a second press waits for the first.
    if (busy) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email'));
    setBusy(true);
    setAnswer(null);
    try {
      const thanks = await signUpForNewsletter(email);
      form.reset();
      setAnswer({ text: words.thanks || thanks, ok: true });
    } catch (failure) {
      const aboutEmail = failure instanceof ApiFailure && failure.field === 'email';
      const text =
        (aboutEmail && fieldProblemIn(lang, failure.message, { label: words.email, value: email, kind: 'email' })) ||
        refusalIn(lang, failure, NEWSLETTER.signUp, words.failed);
      setAnswer({ text, ok: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="newsletter" noValidate onSubmit={(event) => void submit(event)}>
      <p>{words.lead}</p>
      <label htmlFor="newsletter-email">{words.email}</label>
      <div className="newsletter-row">
        <input id="newsletter-email" name="email" type="email" autoComplete="email" inputMode="email" required />
        <button className="button" type="submit" aria-disabled={busy || undefined}>
          {busy ? words.sending : words.subscribe}
        </button>
      </div>
      <p className={`form-status ${answer ? (answer.ok ? 'success-text' : 'error-text') : ''}`} aria-live="polite">
        {answer?.text}
      </p>
    </form>
  );
}
