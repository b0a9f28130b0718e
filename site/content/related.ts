/**
 * 'More Woody Perfumes' on a product page: a few perfumes of the same scent type, the nearest in price first (then
 * by name). The build asks it for every perfume, so each scent type is sorted by price once and each perfume's
 * nearest are read from around its own price: comparing every perfume with every other, a 5,000-perfume publish
 * spent more time choosing them than drawing their pages.
 */
interface Priced {
  id: string;
  name: string;
  price: number;
  scentType: string;
}

/** The order 'More ...' shows them in: nearest in price to `perfume`, then by name. */
const nearestFirst =
  (perfume: Priced) =>
  (a: Priced, b: Priced): number =>
    Math.abs(a.price - perfume.price) - Math.abs(b.price - perfume.price) || (a.name < b.name ? -1 : 1);

/** Answers, for any of `perfumes` (in name order), its `count` related perfumes among them. */
export function relatedAmong<P extends Priced>(perfumes: P[], count = 4): (perfume: P) => P[] {
  const byType = new Map<string, P[]>();
  for (const p of perfumes) {
    const same = byType.get(p.scentType);
    if (same) same.push(p);
    else byType.set(p.scentType, [p]);
  }
  // A stable sort: perfumes of one price stay in name order.
  for (const same of byType.values()) same.sort((a, b) => a.price - b.price);
  const nameOrder = new Map(perfumes.map((p, index) => [p, index]));

  return (perfume) => {
    const same = byType.get(perfume.scentType) ?? [];
    const gap = (p: P) => Math.abs(p.price - perfume.price);
    let right = 0;
    for (let high = same.length; right < high;) {
      const middle = (right + high) >> 1;
      if (same[middle]!.price < perfume.price) right = middle + 1;
      else high = middle;
    }
    let left = right - 1;
    // Outwards from its price, nearest first, until `count` are found and the next one is farther than the last
    // (those as near as the last are all taken: the name decides among them).
    const near: P[] = [];
    while (left >= 0 || right < same.length) {
      const below = left >= 0 ? same[left] : undefined;
      const above = right < same.length ? same[right] : undefined;
      const next = below && (!above || gap(below) <= gap(above)) ? below : above!;
      if (near.length >= count && gap(next) > gap(near[near.length - 1]!)) break;
      if (next === below) left -= 1;
      else right += 1;
      if (next.id !== perfume.id) near.push(next);
    }
    return near
      .sort((a, b) => nameOrder.get(a)! - nameOrder.get(b)!)
      .sort(nearestFirst(perfume))
      .slice(0, count);
  };
}
