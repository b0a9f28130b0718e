import { describe, expect, it } from 'vitest';
import { oilsOrderListQuery, orderListQuery } from '#schema/payloads/order-lists';
import { ApiError } from '../http/errors';
import { dayBounds, foldAsciiCase, period } from '../http/filters';
import { parseSearch } from './search';

// 14 March 2025 in Pakistan runs from 13 March 19:00 UTC to 14 March 18:59:59.999 UTC.
const MARCH_14 = { from: Date.UTC(2025, 2, 13, 19), to: Date.UTC(2025, 2, 14, 19) - 1 };

describe('the admin filter text', () => {
  it('reads an order number exactly, in the forms people type it', () => {
    for (const text of ['FS-10427', 'fs-10427', 'FS10427', '#FS-10427', ' FS-10427 ']) {
      expect(parseSearch(text), text).toEqual({ kind: 'order', number: 427 });
    }
  });

  it('reads a day in Pakistan time, however it is written', () => {
    for (const text of [
      '2025-03-14',
      '14/03/2025',
      '14-3-2025',
      '14.03.2025',
      '14 Mar 2025',
      '14 March, 2025',
      'Mar 14, 2025',
      'March 14 2025',
    ]) {
      expect(parseSearch(text), text).toEqual({ kind: 'period', ...MARCH_14 });
    }
  });

  it("reads the admin card's own date and time as that day", () => {
    for (const text of ['14 Mar 2025, 3:05 pm', '14 Mar 2025 15:05', '14/03/2025, 11:59 PM']) {
      expect(parseSearch(text), text).toEqual({ kind: 'period', ...MARCH_14 });
    }
  });

  it('reads a day without its year as the latest such day in Pakistan', () => {
    const laterIn2025 = Date.UTC(2025, 5, 1);
    for (const text of ['14/03', '14-3', '14 Mar', '14 march', 'Mar 14']) {
      expect(parseSearch(text, laterIn2025), text).toEqual({ kind: 'period', ...MARCH_14 });
    }
    // On 10 March 2026 the latest 14 March is 2025's; from 14 March 2026 in Pakistan (13 March, 19:00 UTC) it is 2026's.
    expect(parseSearch('14 Mar', Date.UTC(2026, 2, 10))).toEqual({ kind: 'period', ...MARCH_14 });
    expect(parseSearch('14 Mar', Date.UTC(2026, 2, 13, 19))).toEqual({
      kind: 'period',
      from: Date.UTC(2026, 2, 13, 19),
      to: Date.UTC(2026, 2, 14, 19) - 1,
    });
    expect(parseSearch('Ali 12', laterIn2025)).toEqual({ kind: 'contains', text: 'Ali 12' });
    expect(parseSearch('31/02', laterIn2025)).toEqual({ kind: 'contains', text: '31/02' });
  });

  it('reads a month', () => {
    const march = { kind: 'period', from: Date.UTC(2025, 1, 28, 19), to: Date.UTC(2025, 2, 31, 19) - 1 };
    expect(parseSearch('2025-03')).toEqual(march);
    expect(parseSearch('Mar 2025')).toEqual(march);
    expect(parseSearch('december 2024')).toEqual({
      kind: 'period',
      from: Date.UTC(2024, 10, 30, 19),
      to: Date.UTC(2024, 11, 31, 19) - 1,
    });
  });

  it('reads a status word', () => {
    expect(parseSearch('Shipped')).toEqual({ kind: 'status', status: 'shipped' });
    expect(parseSearch('canceled')).toEqual({ kind: 'status', status: 'cancelled' });
  });

  it('reads a status in the words the Urdu console shows for it, however a phone types its letters', () => {
    expect(parseSearch('نیا')).toEqual({ kind: 'status', status: 'pending' });
    expect(parseSearch('تیاری میں')).toEqual({ kind: 'status', status: 'processing' });
    expect(parseSearch(' روانہ ')).toEqual({ kind: 'status', status: 'shipped' });
    expect(parseSearch('پہنچ  گیا')).toEqual({ kind: 'status', status: 'delivered' });
    expect(parseSearch('منسوخ')).toEqual({ kind: 'status', status: 'cancelled' });
    expect(parseSearch('واپس آ گیا')).toEqual({ kind: 'status', status: 'returned' });
    // An Arabic keyboard's heh and yeh (روانه, نيا) are Urdu's ہ and ی.
    expect(parseSearch('روانه')).toEqual({ kind: 'status', status: 'shipped' });
    expect(parseSearch('نيا')).toEqual({ kind: 'status', status: 'pending' });
    expect(parseSearch('روان')).toEqual({ kind: 'contains', text: 'روان' });
  });

  it('reads a whole mobile number in every form people write it', () => {
    for (const text of ['03123456789', '0312-3456789', '+92 312 3456789', '0092 312 3456789', '92 312 3456789']) {
      expect(parseSearch(text), text).toEqual({ kind: 'phone', phone: '03123456789' });
    }
  });

  it('reads a piece of a phone as its stored digits', () => {
    expect(parseSearch('0312-345')).toEqual({ kind: 'contains', text: '0312345' });
    expect(parseSearch('+92 312')).toEqual({ kind: 'contains', text: '0312' });
    for (const typed of ['0092 345 000', '92 345 000', '+92 0345-000', '۰۳۴۵ ۰۰۰', '\u202a+92 345 000\u202c']) {
      expect(parseSearch(typed), typed).toEqual({ kind: 'contains', text: '0345000' });
    }
  });

  it('reads a city the shop lists, typed by its Urdu name, as the English name orders keep', () => {
    expect(parseSearch('ملتان')).toEqual({ kind: 'contains', text: 'Multan' });
    expect(parseSearch(' فیصل  آباد ')).toEqual({ kind: 'contains', text: 'Faisalabad' });
    expect(parseSearch('multan')).toEqual({ kind: 'contains', text: 'Multan' });
    expect(parseSearch('ملتا')).toEqual({ kind: 'contains', text: 'ملتا' });
  });

  it('falls back to a contains-match of the text as typed', () => {
    expect(parseSearch('Ayesha')).toEqual({ kind: 'contains', text: 'Ayesha' });
    expect(parseSearch('ship')).toEqual({ kind: 'contains', text: 'ship' });
    expect(parseSearch('10427')).toEqual({ kind: 'contains', text: '10427' });
    expect(parseSearch('31/02/2025')).toEqual({ kind: 'contains', text: '31/02/2025' });
    expect(parseSearch(' 50%_off  sale ')).toEqual({ kind: 'contains', text: '50%_off sale' });
  });

  it('folds case like SQLite lower(): ASCII letters only', () => {
    expect(foldAsciiCase('Zainab ALI 50%')).toBe('zainab ali 50%');
    expect(foldAsciiCase('ÄÖ İstanbul عائشہ')).toBe('ÄÖ İstanbul عائشہ');
  });

  it('refuses dates that do not exist', () => {
    expect(period(2025, 2, 29)).toBeNull();
    expect(period(2024, 2, 29)).not.toBeNull();
    expect(period(2025, 13)).toBeNull();
  });

  it('gives the bounds of a query date', () => {
    expect(dayBounds('2025-03-14')).toEqual(MARCH_14);
  });

  it('has bounds for every day the query schema accepts, and the schema refuses the rest', () => {
    const days = [
      '0000-01-01',
      '0001-01-01',
      '1999-12-31',
      '2000-01-01',
      '2024-02-29',
      '2025-02-29',
      '2999-12-31',
      '3000-01-01',
      '9999-12-31',
    ];
    const accepted = days.filter((day) => orderListQuery.safeParse({ from: day, to: day }).success);
    expect(accepted).toEqual(['2000-01-01', '2024-02-29', '2999-12-31']);
    expect(days.filter((day) => oilsOrderListQuery.safeParse({ from: day, to: day }).success)).toEqual(accepted);
    for (const day of accepted) expect(() => dayBounds(day), day).not.toThrow();
    for (const day of days.filter((d) => !accepted.includes(d))) {
      expect(() => dayBounds(day), day).toThrow(new ApiError(400, 'Please pick a real date.', { code: 'invalid' }));
    }
  });
});
