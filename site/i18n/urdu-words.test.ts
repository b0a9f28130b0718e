/**
 * One word per thing across the whole Urdu shop: a shopper who reads کارٹ on the product page and ٹوکری at the
 * checkout wonders whether they are the same. The words the shop settled on, and the ones it retired, are here so a
 * new sentence cannot bring a retired one back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { product } from './ur/product';
import { noteIn } from '#schema/i18n/ur-notes';
import { FIELD_PROBLEMS } from './ur/refusals';
import { buying } from './ur/buying';

const ROOT = join(import.meta.dirname, '../..');

/** Every file that holds the Urdu shop's words: the dictionaries, the notes and the Urdu policy pages. */
const URDU_FILES = [
  ...['site/i18n/ur', 'site/components/policy/ur'].flatMap((folder) =>
    readdirSync(join(ROOT, folder)).map((file) => `${folder}/${file}`),
  ),
  'schema/i18n/ur.ts',
  'schema/i18n/ur-notes.ts',
];

/** Each retired word, and the one the shop says instead. */
const RETIRED: Array<[RegExp, string]> = [
  [/ٹوکری/, 'کارٹ'],
  [/کوریئر/, 'کورئیر'],
  [/پتہ/, 'پتا'],
  [/مینیو/, 'مینو'],
  [/ذیلی کل/, 'پرفیوم کی رقم'],
  [/پہلا نام|آخری نام/, 'نام، خاندانی نام'],
  [/زیرِ? ?التوا/, 'نیا'],
  // A pending order is new: one the shopper has confirmed would read awaiting confirmation and confirmed at once.
  [/تصدیق کا انتظار|تصدیق کے انتظار/, 'نیا'],
  [/فی عدد/, 'فی بوتل'],
  [/آرڈر کی حالت/, 'آرڈر کی صورتحال'],
  [/بھول گیا ہوں/, 'یاد نہیں رہا'],
  [/سب کے لیے/, 'مرد و خواتین دونوں کے لیے'],
  [/لکڑی جیسی|سمندر جیسی/, 'ووڈی، ایکوا'],
  [/ترسیل/, 'ڈیلیوری'],
  [/اجوائن|رات کی رانی|تلسی/, 'صعتر، گلِ شب بو، نیاز بو'],
  // Perfume oils are عطر; "(پرفیوم آئل)" only glosses the word where a page first says it.
  [/آئل|تیل/, 'عطر'],
  // Urdu separates a list's items with its own comma.
  [/[\u0600-\u06ff],|,\s*[\u0600-\u06ff]/, '،'],
];

describe('the Urdu words', () => {
  it.each(URDU_FILES)('%s uses none of the retired words', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8').replaceAll('(پرفیوم آئل)', '');
    for (const [word, instead] of RETIRED) {
      const line = text.split('\n').find((one) => word.test(one));
      expect(line, `say ${instead}`).toBeUndefined();
    }
  });

  // After Urdu letters a bare 0300-1234567 reads 1234567-0300: a phone in an Urdu sentence is isolated left to right.
  it.each(URDU_FILES)('%s isolates every phone number inside its Urdu sentences', (file) => {
    const sentences = readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .filter((line) => /[\u0600-\u06ff]/.test(line));
    for (const line of sentences) {
      const bare = line.replaceAll(/leftToRight\([^)]*\)|<bdi dir="ltr">[^<]*<\/bdi>/g, '');
      expect(bare, 'leftToRight(...) or <bdi dir="ltr">').not.toMatch(/0\d{3}-\d{7}|SHOP\.(phone|whatsapp)\b/);
    }
  });

  it('gives the example mobile number left to right', () => {
    expect(FIELD_PROBLEMS.mobile).toContain('\u20660300-1234567\u2069');
  });

  it('names Thyme, Tuberose and Basil as a Pakistani perfumer does', () => {
    expect(noteIn('ur', 'Thyme')).toBe('صعتر');
    expect(noteIn('ur', 'Tuberose')).toBe('گلِ شب بو');
    expect(noteIn('ur', 'Basil')).toBe('نیاز بو (ریحان)');
  });

  it('counts one buyer and one star in the singular', () => {
    expect(product.reviews.summary('5.0', 1)).toBe('1 خریدار کی ریٹنگ: 5 میں سے 5.0');
    expect(product.reviews.summary('4.5', 3)).toBe('3 خریداروں کی ریٹنگ: 5 میں سے 4.5');
    expect(product.reviews.stars(1)).toBe('1 ستارہ');
    expect(product.reviews.stars(4)).toBe('4 ستارے');
    expect(buying.review.starLabel(1)).toBe('1 ستارہ');
  });
});
