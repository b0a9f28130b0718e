/** The profile avatar's letter and colour: the username's first letter on one of 10 preset colours. */

/** Dark enough for a white letter at WCAG AA (4.5:1) on every one. */
export const AVATAR_COLOURS = [
  '#6b2d5c',
  '#1e6b3a',
  '#8a3b12',
  '#1f4e79',
  '#7a1f3d',
  '#4a3b8f',
  '#0f5e5e',
  '#7c4a03',
  '#5b2c83',
  '#a4262c',
] as const;

export function avatarLetter(username: string): string {
  return (Array.from(username.trim())[0] ?? '?').toUpperCase();
}

/**
 * The colour is chosen from the username, not at random, so a shopper's avatar keeps its colour
 * from page to page and visit to visit, and different shoppers still get different colours.
 */
export function avatarColour(username: string): string {
  let hash = 0;
  for (const char of username) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
}
