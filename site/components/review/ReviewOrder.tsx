/**
 * The buyer's review page, /review/{token} (one pre-rendered shell for every link; the token is the order's private
 * link's, read from the address): each perfume of a delivered order rated once, 1 to 5 stars and a line of text,
 * and the reviews already written shown as they were sent. Refusals show beside the field the server names.
 */
import { REVIEWS } from '#schema/api';
import { useEffect, useState, type FormEvent } from 'react';
import type { ReviewableAnswer } from '#schema/answers/reviews';
import { reviewTokenOf } from '#schema/confirm-link';
import { MAX_REVIEW } from '#schema/payloads/text-limits';
import { LinkProblem } from '../confirm/LinkProblem';
import { readReviewable, sendReview } from '../../api/reviews';
import { BUYING_WORDS } from '../../i18n/buying';
import { englishPath, type Lang } from '#schema/i18n/languages';
import { refusalIn } from '../../i18n/refusals';
import { ApiFailure, refusedWith } from '../../lib/api';
import { Field } from '../forms/Field';
import { SubmitButton } from '../forms/SubmitButton';
import { LoadingStatus } from '../LoadingStatus';
import Stars from './Stars';
import './review.css';

type Item = ReviewableAnswer['items'][number];

type State =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'ready'; token: string; order: ReviewableAnswer };

async function load(token: string | null, lang: Lang): Promise<State> {
  const words = BUYING_WORDS[lang].review;
  if (!token) return { kind: 'missing', message: words.notFound };
  try {
    return { kind: 'ready', token, order: await readReviewable(token) };
  } catch (failure) {
    if (refusedWith(failure, 'not_found')) return { kind: 'missing', message: words.notFound };
    if (refusedWith(failure, 'not_delivered')) return { kind: 'missing', message: words.notDelivered };
    return { kind: 'missing', message: refusalIn(lang, failure, REVIEWS.ofOrder, words.failed) };
  }
}

export default function ReviewOrder({ lang = 'en' }: { lang?: Lang }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const words = BUYING_WORDS[lang].review;
  useEffect(() => {
    let live = true;
    // /ur/review/{token} is the Urdu page of the same link.
    void load(reviewTokenOf(englishPath(location.pathname)), lang).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [lang]);

  if (state.kind === 'loading') return <LoadingStatus>{words.loading}</LoadingStatus>;
  if (state.kind === 'missing') return <LinkProblem message={state.message} lang={lang} className="review-order" />;
  const { token, order } = state;
  return (
    <div className="review-order">
      <h2>
        {words.order('')}
        <bdi dir="ltr">{order.displayOrderId}</bdi>
      </h2>
      <p>{words.intro}</p>
      {order.items.map((item) => (
        <PerfumeReview
          key={item.productId}
          token={token}
          item={item}
          lang={lang}
          onSent={(next) => setState({ ...state, order: next })}
        />
      ))}
    </div>
  );
}

interface PerfumeProps {
  token: string;
  item: Item;
  lang: Lang;
  onSent: (order: ReviewableAnswer) => void;
}

type Problems = Partial<Record<'stars' | 'text' | 'productId' | 'form', string>>;

function PerfumeReview({ token, item, lang, onSent }: PerfumeProps) {
  const words = BUYING_WORDS[lang].review;
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const id = `review-${item.productId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    if (stars < 1) found.stars = words.needStars;
    if (!text.trim()) found.text = words.needText;
    setProblems(found);
    if (found.stars || found.text) {
      document.getElementById(found.stars ? `${id}-stars-1` : `${id}-text`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const next = await sendReview(token, { productId: item.productId, stars, text });
      setNotice(words.thanks(item.name));
      onSent(next);
    } catch (failure) {
      const field = failure instanceof ApiFailure ? failure.field : undefined;
      const message = refusalIn(lang, failure, REVIEWS.write, words.sendFailed);
      const place = field === 'stars' || field === 'text' || field === 'productId' ? field : 'form';
      setProblems({ [place]: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="review-order__perfume" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{item.name}</h3>
      <p role="status">{notice}</p>
      {item.review ? (
        <figure className="review-order__yours">
          <figcaption>{words.yours}</figcaption>
          <Stars value={item.review.stars} label={words.starLabel(item.review.stars)} />
          <blockquote>{item.review.text}</blockquote>
        </figure>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={`${id}-name`}>
          <fieldset
            className="review-order__stars"
            aria-invalid={problems.stars ? true : undefined}
            aria-describedby={problems.stars ? `${id}-stars-error` : undefined}
          >
            <legend>{words.stars}</legend>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={n <= stars ? 'is-on' : undefined}>
                <input
                  type="radio"
                  id={`${id}-stars-${n}`}
                  name={`${id}-stars`}
                  value={n}
                  checked={stars === n}
                  onChange={() => setStars(n)}
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{words.starLabel(n)}</span>
              </label>
            ))}
            {problems.stars && (
              <p className="field-error" id={`${id}-stars-error`}>
                {problems.stars}
              </p>
            )}
          </fieldset>
          <Field
            id={`${id}-text`}
            label={words.text}
            placeholder={words.textHint}
            maxLength={MAX_REVIEW}
            value={text}
            error={problems.text}
            onChange={(event) => setText(event.target.value)}
          />
          {(problems.productId ?? problems.form) && (
            <p className="alert" role="alert">
              {problems.productId ?? problems.form}
            </p>
          )}
          <SubmitButton unavailable={busy} disabled={busy}>
            {busy ? words.sending : words.send}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
