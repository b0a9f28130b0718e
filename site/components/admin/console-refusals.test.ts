/** What a refused card or bulk action says: the server's sentence in English, never its English in Urdu. */
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/api';
import { refusedIn } from './console-words';

const refusal = (code: ConstructorParameters<typeof ApiFailure>[2], message: string) =>
  new ApiFailure(409, message, code);

describe('a refused action in the console', () => {
  it("says the server's sentence in English", () => {
    const failure = refusal('status_change_refused', 'Order FS-10001 is shipped, so it cannot be marked pending.');
    expect(refusedIn('en', failure, 'Could not change the status.')).toBe(
      'Order FS-10001 is shipped, so it cannot be marked pending.',
    );
  });

  it("says it in Urdu by its code, or the action's own Urdu, never the server's English", () => {
    const fallback = 'آرڈر کی صورتحال نہیں بدل سکی۔';
    expect(refusedIn('ur', refusal('status_change_refused', 'Order FS-1 is shipped.'), fallback)).toBe(
      'اس آرڈر کی موجودہ صورتحال سے یہ تبدیلی نہیں ہو سکتی۔',
    );
    expect(refusedIn('ur', refusal('not_found', 'Order not found.'), fallback)).toBe('یہ نہیں ملا۔');
    expect(refusedIn('ur', refusal('name_taken', 'That name is taken.'), fallback)).toBe(fallback);
    expect(refusedIn('ur', new Error('offline'), fallback)).toBe(fallback);
  });

  it('says in Urdu what to do with a return whose bottles would go over the stock cap, not how many to put', () => {
    const over = (field: string) =>
      new ApiFailure(
        409,
        'Stock cannot go above 100,000: Miraj has 99,999 in stock…',
        'stock_over_limit',
        field,
        null,
        {
          product: 'Miraj',
          left: 99_999,
        },
      );
    const returned = refusedIn('ur', over('restock'), 'آرڈر کی صورتحال نہیں بدل سکی۔');
    expect(returned).toBe(
      '\u2066Miraj\u2069 کے اسٹاک میں \u206699,999\u2069 ہیں، اور اسٹاک \u2066100,000\u2069 سے اوپر نہیں جا سکتا، اس لیے اس آرڈر کی سب بوتلیں واپس شیلف پر نہیں جا سکتیں۔ اسے بوتلیں واپس رکھے بغیر واپس کریں، یا پہلے اسٹاک کم کریں۔',
    );
    const unnamed = new ApiFailure(409, 'Stock cannot go above 100,000…', 'stock_over_limit', 'restock', null, {
      product: 'Miraj',
    });
    expect(refusedIn('ur', unnamed, 'آرڈر کی صورتحال نہیں بدل سکی۔')).toBe(
      '\u2066Miraj\u2069 کا اسٹاک \u2066100,000\u2069 سے اوپر نہیں جا سکتا، اس لیے اس آرڈر کی سب بوتلیں واپس شیلف پر نہیں جا سکتیں۔ اسے بوتلیں واپس رکھے بغیر واپس کریں، یا پہلے اسٹاک کم کریں۔',
    );
    // The stock form's own refusal keeps asking for a smaller number.
    expect(refusedIn('ur', over('change'), 'اسٹاک نہیں بدل سکا۔')).toContain('\u20661\u2069 یا اس سے کم ڈالیں');
    expect(refusedIn('en', over('restock'), 'Could not change the status.')).toMatch(/^Stock cannot go above/);
  });

  it("says why a courier said no in the console's language, around the courier's own words", () => {
    const said = new ApiFailure(422, 'PostEx says: Invalid city', 'courier_refused', undefined, null, {
      courier: { courier: 'PostEx', why: 'said', words: 'Invalid city' },
    });
    expect(refusedIn('en', said, 'Could not book.')).toBe('PostEx says: Invalid city');
    expect(refusedIn('ur', said, 'پارسل بُک نہیں ہو سکا۔')).toBe('PostEx کا جواب: \u2066Invalid city\u2069');
    const city = new ApiFailure(
      422,
      'Leopards has no Atlantis in its list of cities.',
      'courier_refused',
      undefined,
      null,
      { courier: { courier: 'Leopards', why: 'unknown_city', city: 'Atlantis', nearest: [] } },
    );
    expect(refusedIn('ur', city, 'پارسل بُک نہیں ہو سکا۔')).toBe(
      'Leopards کی شہروں کی فہرست میں \u2066Atlantis\u2069 نہیں ہے۔',
    );
    const near = new ApiFailure(422, 'Leopards has no Faislabad…', 'courier_refused', undefined, null, {
      courier: { courier: 'Leopards', why: 'unknown_city', city: 'Faislabad', nearest: ['Faisalabad', 'Fateh Jang'] },
    });
    expect(refusedIn('ur', near, 'پارسل بُک نہیں ہو سکا۔')).toBe(
      'Leopards کی شہروں کی فہرست میں \u2066Faislabad\u2069 نہیں ہے۔ اس کی فہرست میں قریب ترین: \u2066Faisalabad\u2069، \u2066Fateh Jang\u2069۔',
    );
    expect(refusedIn('ur', refusal('courier_refused', 'PostEx says: no'), 'پارسل بُک نہیں ہو سکا۔')).toBe(
      'پارسل بُک نہیں ہو سکا۔',
    );
  });

  it('names the courier that did not answer in Urdu, and says what to do next, as the English does', () => {
    const unreachable = new ApiFailure(
      502,
      'PostEx could not be reached: no answer within 8000 ms. The order is unchanged. PostEx may have booked the parcel: book it again with PostEx, and the shop finds that parcel rather than booking a second.',
      'courier_unreachable',
      undefined,
      null,
      { silence: { courier: 'PostEx', step: 'book' } },
    );
    expect(refusedIn('en', unreachable, 'Could not book.')).toBe(unreachable.message);
    expect(refusedIn('ur', unreachable, 'پارسل بُک نہیں ہو سکا۔')).toBe(
      'PostEx سے رابطہ نہیں ہو سکا۔ آرڈر نہیں بدلا۔ ہو سکتا ہے PostEx نے پارسل بُک کر لیا ہو: اسے دوبارہ PostEx سے ہی بُک کریں، دکان دوسرا پارسل بُک کرنے کے بجائے وہی پارسل ڈھونڈ لے گی۔',
    );
    const unanswered = (step: 'book' | 'change') =>
      new ApiFailure(409, 'Leopards did not answer the last booking…', 'booking_unanswered', undefined, null, {
        silence: { courier: 'Leopards', step },
      });
    expect(refusedIn('ur', unanswered('book'), 'پارسل بُک نہیں ہو سکا۔')).toMatch(
      /^Leopards نے اس آرڈر کی پچھلی بکنگ کا جواب نہیں دیا.*اسے دوبارہ Leopards سے ہی بُک کریں/,
    );
    expect(refusedIn('ur', unanswered('change'), 'آرڈر نہیں بدل سکا۔')).toMatch(/Leopards بتا دے، پھر آرڈر بدلیں۔$/);
  });

  it('says in Urdu that a courier took the booking without a tracking number, not that it could not be reached', () => {
    const untracked = new ApiFailure(
      502,
      'Leopards took the booking but gave no tracking number. The order is unchanged…',
      'courier_unreachable',
      undefined,
      null,
      { silence: { courier: 'Leopards', step: 'book', untracked: true } },
    );
    expect(refusedIn('ur', untracked, 'پارسل بُک نہیں ہو سکا۔')).toBe(
      'Leopards نے بکنگ قبول کر لی مگر ٹریکنگ نمبر نہیں دیا۔ آرڈر نہیں بدلا۔ پارسل Leopards کے پاس ہے: اسے دوبارہ Leopards سے ہی بُک کریں، دکان دوسرا پارسل بُک کرنے کے بجائے وہی پارسل اور اس کا نمبر ڈھونڈ لے گی۔',
    );
  });
});

describe('a refusal about a perfume in the console', () => {
  const gone = new ApiFailure(
    409,
    'Qasr is no longer sold, so this order cannot take more of it. Keep its quantity as it was, or lower it.',
    'no_longer_sold',
    undefined,
    null,
    { product: 'Qasr' },
  );

  it("speaks of the order, never a shopper's cart, in Urdu as the English does", () => {
    expect(refusedIn('en', gone, 'Could not change the order.')).toBe(gone.message);
    const urdu = refusedIn('ur', gone, 'آرڈر نہیں بدل سکا۔');
    expect(urdu).toBe(
      '\u2066Qasr\u2069 اب نہیں بکتا، اس لیے یہ آرڈر اس کی مزید بوتلیں نہیں لے سکتا۔ اس کی تعداد پہلے جتنی رکھیں یا کم کریں۔',
    );
    expect(refusedIn('ur', refusal('no_longer_sold', 'Gone.'), 'آرڈر نہیں بدل سکا۔')).toMatch(/آرڈر/);
  });

  it('says the stock moved meanwhile, not to check a cart, when it names no perfume', () => {
    const moved = refusal('out_of_stock', 'The stock changed meanwhile. Please try again.');
    expect(refusedIn('ur', moved, 'آرڈر نہیں بدل سکا۔')).toBe('اسی دوران اسٹاک بدل گیا۔ براہِ کرم دوبارہ کوشش کریں۔');
  });

  it('words no refusal the console meets for a cart', () => {
    for (const failure of [gone, refusal('out_of_stock', 'x'), refusal('no_longer_sold', 'x')])
      expect(refusedIn('ur', failure, 'آرڈر نہیں بدل سکا۔')).not.toMatch(/کارٹ/);
  });
});

describe('a field refused by one of its rules in the console', () => {
  const invalid = (
    field: string,
    rule: NonNullable<ApiFailure['about']['rule']>,
    message = 'Price must be at most 1,000,000',
  ) => new ApiFailure(400, message, 'invalid', field, null, { rule });
  const fields = {
    label: (path: string) => ({ price: 'قیمت (روپے)', name: 'نام' })[path],
    rules: { 'images.too_small': 'کم از کم ایک تصویر لگائیں۔' },
  };

  it("says the server's sentence in English", () => {
    expect(
      refusedIn('en', invalid('price', { name: 'too_big', limit: 1_000_000, of: 'number' }), 'x', {}, fields),
    ).toBe('Price must be at most 1,000,000');
  });

  it('says in Urdu which field broke which rule, with its limit, and what to do', () => {
    const fallback = 'یہ خانہ درست نہیں۔';
    expect(
      refusedIn('ur', invalid('price', { name: 'too_big', limit: 1_000_000, of: 'number' }), fallback, {}, fields),
    ).toBe(
      'قیمت میں \u20661,000,000\u2069 سے بڑا عدد نہیں لیا جاتا۔ براہِ کرم \u20661,000,000\u2069 یا اس سے کم لکھیں۔',
    );
    expect(refusedIn('ur', invalid('name', { name: 'hidden_characters' }), fallback, {}, fields)).toMatch(
      /^نام میں نئی سطر یا چھپے ہوئے حروف نہیں ہو سکتے/,
    );
    expect(refusedIn('ur', invalid('images', { name: 'too_small', limit: 1, of: 'list' }), fallback, {}, fields)).toBe(
      'کم از کم ایک تصویر لگائیں۔',
    );
  });

  it("keeps the form's own words for a field it does not name, or a refusal without a rule", () => {
    const fallback = 'یہ خانہ درست نہیں۔';
    expect(refusedIn('ur', invalid('version', { name: 'whole_number' }), '', { invalid: fallback }, fields)).toBe(
      fallback,
    );
    expect(refusedIn('ur', new ApiFailure(400, 'Bad.', 'invalid', 'price'), fallback, {}, fields)).toBe(
      'براہِ کرم درست قیمت لکھیں۔',
    );
  });
});

describe('a rule said of a field by its label, in Urdu', () => {
  const said = (rule: NonNullable<ApiFailure['about']['rule']>, label: string) =>
    refusedIn(
      'ur',
      new ApiFailure(400, 'English.', 'invalid', 'field', null, { rule }),
      'x',
      {},
      { label: () => label },
    );

  it('follows the label with a postposition, so an oblique label (a note’s Urdu name) reads right too', () => {
    expect(said({ name: 'wrong_kind' }, 'Orris کے اردو نام')).toBe(
      'Orris کے اردو نام میں لکھا ہوا درست نہیں۔ براہِ کرم دیکھ کر دوبارہ لکھیں۔',
    );
    expect(said({ name: 'choice' }, 'کنسنٹریشن')).toBe('کنسنٹریشن کے لیے دی گئی فہرست میں سے چنیں۔');
  });

  it('asks for a price before the sale above the price now, not above the "original price" it is itself', () => {
    expect(said({ name: 'sale_above_price' }, 'سیل سے پہلے کی قیمت (روپے)')).toBe(
      'سیل سے پہلے کی قیمت موجودہ قیمت سے زیادہ ہونی چاہیے، ورنہ اسے خالی چھوڑیں۔',
    );
  });
});
