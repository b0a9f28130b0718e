/**
 * A perfume page gains its approved reviews as it streams out, on the built page and the filled template alike, so
 * a review the shop approves shows, and reaches search engines, without a publish: the Product JSON-LD's
 * `aggregateRating` and `review`, the average beside the price and the list below the description. A page whose
 * perfume has no approved review goes out as it is, its empty places hidden.
 */
import type { PerfumeReviewsAnswer } from '#schema/answers/reviews';
import { scriptJson } from '#schema/pages/product-json-ld';
import type { Lang } from '#schema/i18n/languages';
import { reviewsJsonLd } from './json-ld';
import { ratingHtml, reviewListHtml } from './reviews-html';

export function withReviews(page: Response, reviews: PerfumeReviewsAnswer, lang: Lang): Response {
  if (reviews.count === 0) return page;
  let json = '';
  return new HTMLRewriter()
    .on('script[data-fill="product-ld"]', {
      text(chunk) {
        // The script's text comes in pieces; it is rewritten whole once its last piece arrives.
        json += chunk.text;
        if (chunk.lastInTextNode) {
          const product = JSON.parse(json) as Record<string, unknown>;
          chunk.replace(scriptJson({ ...product, ...reviewsJsonLd(reviews) }), { html: true });
        } else chunk.remove();
      },
    })
    .on('[data-fill="rating"]', { element: (e) => void e.replace(ratingHtml(reviews, lang), { html: true }) })
    .on('[data-fill="reviews"]', { element: (e) => void e.replace(reviewListHtml(reviews, lang), { html: true }) })
    .transform(page);
}
