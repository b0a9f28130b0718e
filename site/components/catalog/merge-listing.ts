/**
 * A category grid after the API's answer: the cards the page was built with keep their places (with today's price
 * and stock), a product archived since the build leaves, and a product added since the build joins at the end, so
 * nothing already on the screen moves when the answer agrees with the build.
 */
export function mergeListing<Shown extends { _id: string }, Fresh extends Shown>(
  shown: Shown[],
  fresh: Fresh[],
): Fresh[] {
  const now = new Map(fresh.map((product) => [product._id, product]));
  const kept = shown.flatMap((product) => now.get(product._id) ?? []);
  const wasShown = new Set(shown.map((product) => product._id));
  return [...kept, ...fresh.filter((product) => !wasShown.has(product._id))];
}
