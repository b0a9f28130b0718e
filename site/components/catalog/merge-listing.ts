/**
 * A category grid after the API's answer: the cards the page was built with keep their places (with today's price
 * and stock), a product added since the build joins at the end, and a product archived since the build stays where
 * it was, marked as no longer sold and sold out: nothing already on the screen moves when the answer agrees with the
 * build, and a card the shopper is reaching for (or has tapped) does not vanish from under their finger without a
 * word.
 */
export function mergeListing<Shown extends { _id: string; inStock: boolean }, Fresh extends Shown>(
  shown: Shown[],
  fresh: Fresh[],
): (Fresh | (Shown & { gone: true }))[] {
  const now = new Map(fresh.map((product) => [product._id, product]));
  const kept = shown.map((product) => now.get(product._id) ?? { ...product, gone: true as const, inStock: false });
  const wasShown = new Set(shown.map((product) => product._id));
  return [...kept, ...fresh.filter((product) => !wasShown.has(product._id))];
}
