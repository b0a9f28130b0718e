/**
 * The home page's story of Miraj sells a perfume: it names no holy night, journey or festival, which many buyers
 * would find out of place beside a price.
 */
import { describe, expect, it } from 'vitest';
import { HOME_WORDS } from './home';

describe("the home page's Miraj story", () => {
  it('tells of the perfume, with no religious reference, in English', () => {
    const story = HOME_WORDS.en.mirajStory;
    expect(story).not.toMatch(/journey|prophet|ascension|heaven|holy|sacred|night of|eid|ramadan|mosque/i);
    expect(story).toMatch(/oud/);
  });

  it('tells of the perfume, with no religious reference, in Urdu', () => {
    const story = HOME_WORDS.ur.mirajStory;
    expect(story).not.toMatch(/معراج|سفر|نبی|رسول|آسمان|مقدس|عید|رمضان|مسجد|شبِ?/);
    expect(story).toContain('عود');
  });
});
