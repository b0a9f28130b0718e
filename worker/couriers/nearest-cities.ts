/**
 * The cities of a courier's own list nearest to one it does not list ('Faislabad', 'D.G. Khan'), nearest first, as
 * the courier spells them: what the owner picks from when the courier refuses an order's city, rather than guessing
 * its spelling. Near means few letters apart, whatever the case, spaces and dots; a city too far from every listed
 * one has none.
 */
const MOST = 5;

/** Whether two spellings name one city, as a courier's list is read: case and the spaces around it aside. */
export const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const letters = (city: string) => city.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** How many letters to add, drop or change to make one name the other. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

export function nearestCities(wanted: string, listed: string[]): string[] {
  const written = letters(wanted);
  if (!written) return [];
  // Up to a third of the name's letters wrong (one in a short name); a name the typed one begins, or is begun by, is near.
  const farthest = Math.max(1, Math.floor(written.length / 3));
  const near = new Map<string, number>();
  for (const city of listed) {
    const name = letters(city);
    if (!name || near.has(city)) continue;
    const begun = name.startsWith(written) || written.startsWith(name);
    const apart = name === written ? 0 : begun ? 0.5 : distance(written, name);
    if (apart <= farthest) near.set(city, apart);
  }
  return [...near]
    .sort(([a, apartA], [b, apartB]) => apartA - apartB || a.localeCompare(b))
    .slice(0, MOST)
    .map(([city]) => city);
}
