/**
 * A perfume page's approved reviews as HTML the Worker writes into the served page: the average and count beside
 * the price (a link down to the list), and the list below the description. Reviews are approved in the console
 * without a publish, so the built page only carries empty places for them, and no script: the shopper's words are
 * escaped here, never read as markup.
 */
import type { PerfumeReviewsAnswer } from '#schema/answers/reviews';
import type { Lang } from '#schema/i18n/languages';
import { PRODUCT_WORDS } from '#schema/i18n/product';
import { escapeHtml } from '../pages/fill-product';

const stars = (n: number, label: string) =>
  `<span class="stars" role="img" aria-label="${escapeHtml(label)}">${'★'.repeat(n)}` +
  `<span class="stars__off">${'★'.repeat(5 - n)}</span></span>`;

/** The average and count, beside the price. */
export function ratingHtml(reviews: PerfumeReviewsAnswer, lang: Lang): string {
  const words = PRODUCT_WORDS[lang].reviews;
  const average = (reviews.average ?? 0).toFixed(1);
  return (
    `<p class="rating"><a href="#reviews-title">${stars(Math.round(reviews.average ?? 0), words.summary(average, reviews.count))}` +
    ` <span aria-hidden="true"><bdi dir="ltr">${average}</bdi> (<bdi dir="ltr">${reviews.count}</bdi>)</span></a></p>`
  );
}

/**
 * The list, newest first: each review's stars and words, then who wrote it and from which city (theirs, as they gave
 * them), that they are a verified buyer (every review shown is a delivered order's) and the day they wrote it.
 */
export function reviewListHtml(reviews: PerfumeReviewsAnswer, lang: Lang): string {
  const { reviews: words, comma } = PRODUCT_WORDS[lang];
  const items = reviews.reviews
    .map(
      (r) =>
        `<li class="review">${stars(r.stars, words.stars(r.stars))}` +
        `<p class="review__text" dir="auto" translate="no">${escapeHtml(r.text)}</p>` +
        `<p class="review__by"><span translate="no">${escapeHtml(`${words.by(r.author)}${comma}${r.city}`)}</span>` +
        ` · <span class="review__verified"><span aria-hidden="true">✓</span> ${escapeHtml(words.verified)}</span>` +
        ` · <time datetime="${r.at}">${escapeHtml(words.day(r.at))}</time></p></li>`,
    )
    .join('');
  const summary = words.summary((reviews.average ?? 0).toFixed(1), reviews.count);
  return (
    `<section class="reviews" aria-labelledby="reviews-title"><h2 id="reviews-title">${escapeHtml(words.title)}</h2>` +
    `<p class="reviews__summary">${escapeHtml(summary)}</p><ul class="reviews__list">${items}</ul></section>`
  );
}
