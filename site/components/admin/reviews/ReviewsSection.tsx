/**
 * Buyers' reviews waiting for the shop, newest first (or the approved or hidden ones): each with its perfume, stars,
 * text, the buyer's first name and order number. Approve shows it on the perfume's page at once (the Worker fills
 * it in, no publish); Hide keeps it off. Owner and staff alike.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminReview } from '#schema/answers/reviews';
import type { ReviewStatus } from '#schema/payloads/reviews';
import { decideReview, listReviews } from '#site/api/reviews';
import { paths } from '#schema/paths';
import { orderDate } from '../../orders/dates';
import Stars from '../../review/Stars';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';

const STATUSES: ReviewStatus[] = ['pending', 'approved', 'hidden'];

function ReviewCard({ review, onChange }: { review: AdminReview; onChange: (review: AdminReview) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { lang, words: all, refused } = useConsoleWords();
  const words = all.reviews;

  async function decide(status: 'approved' | 'hidden') {
    setBusy(true);
    setError('');
    try {
      onChange(await decideReview(review.id, status));
    } catch (failure) {
      setError(refused(failure, words.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="order-card" aria-label={words.of(review.productName, review.author)}>
      <header className="order-head">
        <h3>
          <a href={paths.perfume(review.slug)}>{review.productName}</a>
        </h3>
        <time className="muted" dateTime={review.at}>
          {orderDate(review.at, lang)}
        </time>
      </header>
      <p>
        <Stars value={review.stars} label={words.stars(review.stars)} />
      </p>
      <p className="quote-message" translate="no">
        {review.text}
      </p>
      <p className="muted">
        <span translate="no">{review.author}</span> · {words.order(review.displayOrderId)} ·{' '}
        {words.status[review.status]}
      </p>
      <Alert message={error} />
      <div className="order-actions">
        {review.status !== 'approved' && (
          <button type="button" className="button" disabled={busy} onClick={() => void decide('approved')}>
            {words.approve}
          </button>
        )}
        {review.status !== 'hidden' && (
          <button type="button" className="button secondary" disabled={busy} onClick={() => void decide('hidden')}>
            {words.hide}
          </button>
        )}
      </div>
    </article>
  );
}

export function ReviewsSection() {
  // Each press of Filter Reviews asks again, the same status too: new reviews arrive while the console is open.
  const [asked, setAsked] = useState<{ status: ReviewStatus }>({ status: 'pending' });
  const [reviews, setReviews] = useState<AdminReview[] | null>(null);
  const [error, setError] = useState('');
  const { refused, words: all } = useConsoleWords();
  const words = all.reviews;
  const failed = words.loadFailed;

  useEffect(() => {
    let live = true;
    listReviews(asked.status)
      .then((next) => {
        if (!live) return;
        setReviews(next);
        setError('');
      })
      .catch((failure: unknown) => live && setError(refused(failure, failed)));
    return () => {
      live = false;
    };
  }, [asked, failed, refused]);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAsked({ status: new FormData(event.currentTarget).get('status') as ReviewStatus });
  }

  return (
    <section className="admin-section no-print" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{words.title}</h2>
      <form className="admin-filters" onSubmit={filter} aria-label={words.filterLabel}>
        <label>
          {words.show}
          <select name="status" defaultValue="pending">
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {words.status[s]}
              </option>
            ))}
          </select>
        </label>
        <div className="filter-buttons">
          <button type="submit" className="button">
            {words.submit}
          </button>
        </div>
      </form>
      <Alert message={error} />
      {reviews?.length === 0 && <p>{words.empty}</p>}
      <ol className="admin-cards" aria-label={words.title}>
        {reviews?.map((review) => (
          <li key={review.id}>
            <ReviewCard
              review={review}
              onChange={(changed) => setReviews((all) => all?.map((r) => (r.id === changed.id ? changed : r)) ?? null)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
