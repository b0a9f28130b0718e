/**
 * Buyers' reviews waiting for the shop, newest first (or the approved or hidden ones): each with its perfume, stars,
 * text, the buyer's first name and order number. Approve shows it on the perfume's page at once (the Worker fills
 * it in, no publish); Hide keeps it off. Owner and staff alike.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminReview } from '#schema/answers/reviews';
import type { ReviewStatus } from '#schema/payloads/reviews';
import { decideReview, listReviews } from '../../../api/reviews';
import { failureMessage } from '../../../lib/api';
import { paths } from '#schema/paths';
import { orderDate } from '../../orders/dates';
import Stars from '../../review/Stars';
import Alert from '../../forms/Alert';

const STATUS_WORDS: Record<ReviewStatus, string> = { pending: 'Waiting', approved: 'Approved', hidden: 'Hidden' };

const starWords = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

function ReviewCard({ review, onChange }: { review: AdminReview; onChange: (review: AdminReview) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function decide(status: 'approved' | 'hidden') {
    setBusy(true);
    setError('');
    try {
      onChange(await decideReview(review.id, status));
    } catch (failure) {
      setError(failureMessage(failure, 'Could not save that. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="order-card" aria-label={`Review of ${review.productName} by ${review.author}`}>
      <header className="order-head">
        <h3>
          <a href={paths.perfume(review.slug)}>{review.productName}</a>
        </h3>
        <time className="muted" dateTime={review.at}>
          {orderDate(review.at)}
        </time>
      </header>
      <p>
        <Stars value={review.stars} label={starWords(review.stars)} />
      </p>
      <p className="quote-message">{review.text}</p>
      <p className="muted">
        {review.author} · Order {review.displayOrderId} · {STATUS_WORDS[review.status]}
      </p>
      <Alert message={error} />
      <div className="order-actions">
        {review.status !== 'approved' && (
          <button type="button" className="button" disabled={busy} onClick={() => void decide('approved')}>
            Approve
          </button>
        )}
        {review.status !== 'hidden' && (
          <button type="button" className="button secondary" disabled={busy} onClick={() => void decide('hidden')}>
            Hide
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

  useEffect(() => {
    let live = true;
    listReviews(asked.status)
      .then((next) => {
        if (!live) return;
        setReviews(next);
        setError('');
      })
      .catch((failure: unknown) => live && setError(failureMessage(failure, 'Could not load the reviews.')));
    return () => {
      live = false;
    };
  }, [asked]);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAsked({ status: new FormData(event.currentTarget).get('status') as ReviewStatus });
  }

  return (
    <section className="admin-section no-print" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      <form className="admin-filters" onSubmit={filter} aria-label="Filter reviews">
        <label>
          Show
          <select name="status" defaultValue="pending">
            {(Object.keys(STATUS_WORDS) as ReviewStatus[]).map((s) => (
              <option key={s} value={s}>
                {STATUS_WORDS[s]}
              </option>
            ))}
          </select>
        </label>
        <div className="filter-buttons">
          <button type="submit" className="button">
            Filter Reviews
          </button>
        </div>
      </form>
      <Alert message={error} />
      {reviews?.length === 0 && <p>No reviews here.</p>}
      <ol className="admin-cards" aria-label="Reviews">
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
