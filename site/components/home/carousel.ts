/** The home carousel's one rule of arithmetic: past the last slide comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
