import { describe, expect, it } from 'vitest';
import { nameKey } from './name-key';

describe('one name, however it is written', () => {
  it.each([
    ['Éclat', 'éclat'],
    ['E\u0301clat', 'Éclat'],
    ['Amber Ｗood', 'amber wood'],
    ['Rose  Oud ', 'ROSE OUD'],
    ['Straße', 'STRASSE'],
    ['ﬁgue', 'Figue'],
    ['Amber Wood\u200D', 'Amber Wood'],
    ['Amber Wood\uFE0F', 'Amber Wood'],
    ['Amber \u200CWood', 'Amber Wood'],
  ])('%s is %s', (one, other) => expect(nameKey(one)).toBe(nameKey(other)));

  it('keeps different names apart', () => {
    expect(nameKey('Oud Shahi')).not.toBe(nameKey('Oud Royale'));
    expect(nameKey('گلاب')).not.toBe(nameKey('موتیا'));
  });
});
