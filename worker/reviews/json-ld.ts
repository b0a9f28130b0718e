/**
 * A perfume page's Product JSON-LD gains `aggregateRating` and `review` from its approved reviews, on the built page
 * and the filled template alike, so a review the shop approves reaches search engines without a publish. A page
 * whose perfume has no approved review goes out as it is, with neither.
 */
import type { PerfumeReviewsAnswer } from '#schema/answers/reviews';
import { scriptJson } from '../../site/components/product/product-json-ld';

export function reviewsJsonLd(reviews: PerfumeReviewsAnswer) {
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.at.slice(0, 10),
      reviewBody: r.text,
      reviewRating: { '@type': 'Rating', ratingValue: r.stars, bestRating: 5, worstRating: 1 },
    })),
  };
}

export function withReviews(page: Response, reviews: PerfumeReviewsAnswer): Response {
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
    .transform(page);
}
