/**
 * The console's Cash section in Urdu; amounts, counts, phones and references read left to right. A noun after a
 * count stays as it is (1 آرڈر، 3 آرڈر).
 */
import type { CashWords } from '../en/console-cash';
import { leftToRight as ltr } from '#schema/i18n/languages';

export const cashWords: CashWords = {
  couriers: {
    title: 'کورئیرز کے پاس نقد',
    loadFailed: 'کورئیرز کا نقد لوڈ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
    nobody: 'کسی کورئیر کے پاس دکان کا نقد نہیں۔',
    owedList: 'ہر کورئیر کے ذمے',
    owes: (amount, orders) => ` کے ذمے ${ltr(orders)} آرڈر کے ${ltr(amount)}`,
    record: (courier) => `${courier} کی ادائیگی درج کریں`,
    sheet: 'ادائیگی کی شیٹ لائیں',
    payouts: 'درج ادائیگیاں',
    payout: (total, orders, date) => `: ${ltr(orders)} آرڈر کے ${ltr(total)}، ${date}، `,
    payoutBy: ' نے درج کی',
    received: (amount) => `؛ وصول ${ltr(amount)}`,
    short: (short, amount) => ` (${ltr(amount)} ${short ? 'کم' : 'زیادہ'})`,
    undo: 'واپس لیں',
    undoAsk: (payout) => `ادائیگی ${payout} واپس لیں؟`,
    undoExplained: (orders) =>
      `اس کے ${ltr(orders)} آرڈر دوبارہ کورئیر کے نقد میں چلے جائیں گے، تاکہ آپ ادائیگی درست درج کر سکیں۔`,
    undoYes: 'جی ہاں، واپس لیں',
    keep: 'رہنے دیں',
    undoFailed: 'ادائیگی واپس نہیں لی جا سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  },
  payout: {
    form: (courier) => `${courier} کی ادائیگی`,
    reference: (courier) => `${courier} کی ادائیگی کا ریفرنس`,
    covers: 'اس ادائیگی میں شامل آرڈر',
    collected: 'وصول شدہ نقد: ',
    received: 'ملی ہوئی رقم (روپے)',
    keptBack: (courier) => `${courier} نے کتنا کاٹا`,
    charge: (kind) => `${kind} (روپے)`,
    save: 'ادائیگی محفوظ کریں',
    reported: (courier, reference, orders) =>
      `${courier} کے مطابق ${ltr(orders)} آرڈرز کی ادائیگی ${ltr(reference)} کے تحت ہو چکی ہے۔`,
    useReport: (reference) => `${ltr(reference)} بھر دیں`,
    reportedPaid: (reference) => ` · ادائیگی کی اطلاع (${ltr(reference)})`,
    notAsReported: (courier, reported, typed) =>
      `${courier} کے مطابق چنے گئے کچھ آرڈرز کی ادائیگی ${ltr(reported)} کے تحت ہوئی، ${ltr(typed)} کے تحت نہیں: محفوظ کرنے سے پہلے حوالہ دیکھ لیں۔`,
    loadFailed: 'آرڈرز لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    failed: 'ادائیگی درج نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  },
  sheet: {
    form: 'ادائیگی کی شیٹ',
    courier: 'کورئیر',
    file: 'ادائیگی کی شیٹ (CSV فائل)',
    pickFile: 'براہِ کرم ادائیگی کی شیٹ کی CSV فائل چنیں۔',
    failed: 'شیٹ پڑھی نہیں جا سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
    summary: (matched, paid, mismatched, unmatched) =>
      `${ltr(matched)} کی ادائیگی ٹھیک (${ltr(paid)})، ${ltr(mismatched)} میں فرق، ${ltr(unmatched)} دکان کے ریکارڈ میں نہیں۔`,
    notMatching: 'فرق والے',
    unknown: 'نامعلوم ٹریکنگ نمبر',
    paid: (amount) => ` · ادا ${ltr(amount)}`,
    problems: {
      amount: 'مختلف رقم ادا ہوئی',
      'unreadable-amount': 'رقم پڑھی نہیں جا سکی',
      'not-delivered': 'ابھی پہنچا نہیں',
      returned: 'دکان کو واپس آ گیا: پہنچا ہی نہیں',
      'already-remitted': 'رقم پہلے ہی مل چکی',
      'other-courier': 'کسی اور کورئیر کا پارسل',
      repeated: 'دو بار لکھا ہے',
    },
    expected: (amount) => ` (چاہیے تھے ${ltr(amount)})`,
    check: 'شیٹ جانچیں',
    record: (count) => `${ltr(count)} ادا شدہ پارسل درج کریں`,
  },
  blocked: {
    title: 'بلاک نمبر',
    form: 'نمبر بلاک کریں',
    phone: 'فون نمبر',
    reason: 'وجہ',
    block: 'نمبر بلاک کریں',
    none: 'کوئی نمبر بلاک نہیں۔',
    entry: (reason, date, by) => `: ${reason} (${date}، ${by})`,
    unblock: (phone) => `${ltr(phone)} کا بلاک ہٹائیں`,
    loadFailed: 'بلاک نمبر لوڈ نہیں ہو سکے۔',
    blockFailed: 'یہ نمبر بلاک نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
    unblockFailed: 'بلاک نہیں ہٹ سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  },
  open: {
    region: (phone) => `${ltr(phone)} کے کھلے آرڈر`,
    none: (phone) => `${ltr(phone)} بلاک ہو گیا۔ اس کا کوئی آرڈر روانگی کے انتظار میں نہیں۔`,
    explained: (phone, orders) =>
      `${ltr(phone)} بلاک ہو گیا، اور اس کے ${ltr(orders)} آرڈر ابھی روانہ نہیں ہوئے۔ بلاک صرف نئے آرڈر روکتا ہے: انہیں منسوخ کریں، یا رکھیں اور پہلے گاہک کو فون کریں۔`,
    cancelAsk: (orders, phone) =>
      `${ltr(phone)} کے ${ltr(orders)} آرڈر منسوخ کریں؟ ان کی چیزیں واپس اسٹاک میں چلی جائیں گی۔`,
    someFailed: 'کچھ آرڈر منسوخ نہیں ہو سکے: شاید وہ آگے بڑھ چکے ہیں۔ براہِ کرم انہیں دیکھ لیں۔',
    failed: 'آرڈر منسوخ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    cancelledFlag: ' · منسوخ',
    cancelled: (orders) => `${ltr(orders)} آرڈر منسوخ ہو گئے۔`,
    cancel: (orders) => (orders === 1 ? 'یہ آرڈر منسوخ کریں' : `یہ ${ltr(orders)} آرڈر منسوخ کریں`),
    keep: (orders) => (orders === 1 ? 'اسے رکھیں' : 'انہیں رکھیں'),
  },
};
