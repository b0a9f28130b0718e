import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColour, avatarLetter } from './avatar';

function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe('avatar', () => {
  it('shows the first letter of the username, upper-cased', () => {
    expect(avatarLetter('sana')).toBe('S');
    expect(avatarLetter('  ali')).toBe('A');
    expect(avatarLetter('ömer')).toBe('Ö');
    expect(avatarLetter('')).toBe('?');
  });

  it('has 10 colours, each readable under a white letter', () => {
    expect(new Set(AVATAR_COLOURS).size).toBe(10);
    for (const colour of AVATAR_COLOURS) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps one colour per username and spreads usernames over the colours', () => {
    expect(avatarColour('Sana')).toBe(avatarColour('Sana'));
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColour(`Shopper ${i}`)));
    expect(used.size).toBe(10);
  });
});
