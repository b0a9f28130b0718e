/**
 * The console's counted sentences: English says one order and two orders; Urdu's noun stays as it is after a count
 * (1 آرڈر، 3 آرڈر) and its counts, order numbers and phones are isolated left to right inside the sentence.
 */
import { describe, expect, it } from 'vitest';
import { syncText } from '../components/admin/couriers/sync-text';
import { dayLabel, longDayLabel } from '../components/admin/dashboard/day-label';
import { riskText } from '../components/admin/rows/risk-text';
import { CONSOLE_WORDS } from './console';

const { en, ur } = CONSOLE_WORDS;
const ltr = (text: string | number) => `\u2066${text}\u2069`;
const risk = { phoneOrders: 1, refused: 2, returned: 1, sentBack: 0, blocked: false };

describe("the console's counts", () => {
  it('counts orders in English in the singular and the plural', () => {
    expect(en.card.risk.record(1, 0, 0)).toBe('1 order from this number · 0 refused · 0 returned');
    expect(en.card.risk.record(3, 1, 2)).toBe('3 orders from this number · 1 refused · 2 returned');
    expect(en.bulk.move.moved(1, 'Processing')).toBe('Moved 1 order to Processing.');
    expect(en.bulk.move.cancelAsk(2)).toBe('Cancel 2 orders? Their items go back into stock.');
    expect(en.bulk.booking.bookWith(1, 'PostEx')).toBe('Book 1 order with PostEx');
    expect(en.bulk.booking.outcome(2, 3)).toBe('Booked 2 of 3 orders.');
    expect(en.bulk.bills.some(1, 3, null)).toBe(
      '1 of the 3 selected orders have an airway bill: only shipped orders have one.',
    );
    expect(en.bulk.bills.some(100, 120, 100)).toContain(', and 100 print at a time.');
    expect(en.bulk.move.skippedWhy).toBeNull();
  });

  it('counts in Urdu with the numbers isolated left to right', () => {
    expect(ur.card.risk.record(3, 1, 0)).toBe(`اس نمبر سے ${ltr(3)} آرڈر · ${ltr(1)} انکار · ${ltr(0)} واپس`);
    expect(ur.card.risk.block('0300-1234567')).toBe(`${ltr('0300-1234567')} بلاک کریں`);
    expect(ur.bulk.move.moved(2, 'منسوخ')).toBe(`${ltr(2)} آرڈرز کی صورتحال اب منسوخ ہے۔`);
    expect(ur.bulk.booking.bookWith(3, 'PostEx')).toBe(`${ltr(3)} آرڈر PostEx سے بُک کریں`);
    expect(ur.bulk.booking.outcome(2, 3)).toBe(`${ltr(3)} میں سے ${ltr(2)} آرڈر بُک ہو گئے۔`);
    expect(ur.bulk.bills.some(1, 3, null)).toBe(
      `چنے ہوئے ${ltr(3)} آرڈرز میں سے ${ltr(1)} کا ایئر وے بل ہے: بل صرف روانہ آرڈرز کا ہوتا ہے۔`,
    );
    expect(ur.card.ml(100)).toBe(`${ltr(100)} ملی لیٹر`);
    expect(ur.cash.couriers.owes('Rs 2,399', 1)).toBe(` کے ذمے ${ltr(1)} آرڈر کے ${ltr('Rs 2,399')}`);
    expect(ur.cash.couriers.payout('Rs 4,798', 2, '30 نومبر')).toBe(
      `: ${ltr(2)} آرڈر کے ${ltr('Rs 4,798')}، 30 نومبر، `,
    );
  });

  it('says one in the singular in Urdu where the noun has a plural of its own', () => {
    expect(ur.cod.payouts(1)).toBe(`${ltr(1)} ادائیگی`);
    expect(ur.cod.payouts(2)).toBe(`${ltr(2)} ادائیگیاں`);
    expect(ur.lists.waiting(1)).toBe(`${ltr(1)} درخواست جواب کے انتظار میں ہے۔`);
    expect(ur.lists.stuckCount(1)).toContain(`${ltr(1)} پارسل کی`);
  });

  it("says a phone's record on an order's row in each language", () => {
    expect(riskText(risk)).toBe('2 refused, 1 returned');
    expect(riskText(risk, 'ur')).toBe(`${ltr(2)} انکار، ${ltr(1)} واپس`);
    expect(riskText({ ...risk, blocked: true }, 'ur')).toBe('بلاک نمبر');
    expect(riskText({ ...risk, refused: 0, returned: 0 }, 'ur')).toBeNull();
  });

  it("says what a courier's sync did in Urdu", () => {
    const sync = {
      courier: 'postex' as const,
      checked: 3,
      delivered: 1,
      returned: 1,
      cancelled: 1,
      updated: 3,
      paid: 2,
      error: null,
      failure: null,
    };
    expect(syncText(sync, 'ur')).toBe(
      `${ltr(3)} پارسل دیکھے: ${ltr(1)} پہنچ گئے، ${ltr(1)} واپس آئے؛ ${ltr(3)} کی کورئیر سے نئی خبر؛ ` +
        `${ltr(1)} پارسل کورئیر نے منسوخ کیے، ان کے آرڈر واپس تیاری میں؛ ` +
        `${ltr(2)} پارسلوں کی رقم ادا ہونے کی اطلاع`,
    );
    expect(syncText({ ...sync, checked: 0, cancelled: 0, paid: 0 }, 'ur')).toBe(
      'راستے میں کوئی پارسل نہیں جس کا پوچھا جائے',
    );
  });

  it("names the sales chart's days in Urdu with Western digits", () => {
    expect(dayLabel('2026-03-14')).toBe('14 Mar');
    expect(dayLabel('2026-03-14', 'ur')).toBe('14 مارچ');
    expect(longDayLabel('2026-03-14', 'ur')).toBe('ہفتہ، 14 مارچ');
  });

  it("counts a perfume's new photos, one in the singular", () => {
    expect(en.catalog.photos.added(1)).toBe('1 photo added. Save to keep it.');
    expect(en.catalog.photos.added(2)).toBe('2 photos added. Save to keep them.');
    expect(ur.catalog.photos.added(1)).toBe(`${ltr(1)} تصویر لگ گئی۔ رکھنے کے لیے محفوظ کریں۔`);
    expect(ur.catalog.photos.added(3)).toBe(`${ltr(3)} تصویریں لگ گئیں۔ رکھنے کے لیے محفوظ کریں۔`);
    expect(ur.catalog.sales.perfumes(2)).toBe(`${ltr(2)} پرفیوم`);
    expect(en.catalog.sales.perfumes(1)).toBe('1 perfume');
  });
});
