/** A perfume page's Product JSON-LD's `aggregateRating` and `review`, from its approved reviews only. */
import type { PerfumeReviewsAnswer } from '#schema/answers/reviews';

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
