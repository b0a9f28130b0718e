/**
 * A small seeded source of numbers in [0, 1) (mulberry32) for the fuzz tests: the same cases every run, so a case
 * that fails can be found again.
 */
export function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
