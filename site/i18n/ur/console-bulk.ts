/** The console's words for the ticked perfume orders at once, in Urdu; counts read left to right. */
import type { BulkWords } from '../en/console-bulk';
import { leftToRight as ltr } from '#schema/i18n/languages';

export const bulkWords: BulkWords = {
  move: {
    form: 'چنے ہوئے آرڈرز کی صورتحال بدلیں',
    to: 'چنے ہوئے آرڈرز کی نئی صورتحال',
    whyBack: 'یہ واپس کیوں آئے؟',
    restock: 'بوتلیں واپس اسٹاک میں ڈالیں',
    submit: 'آرڈرز کی صورتحال بدلیں',
    moving: 'صورتحال بدل رہی ہے…',
    cancelAsk: (count) => `${ltr(count)} آرڈر منسوخ کریں؟ ان کی چیزیں واپس اسٹاک میں چلی جائیں گی۔`,
    failed: 'آرڈرز کی صورتحال نہیں بدل سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
    moved: (count, status) => `${ltr(count)} آرڈرز کی صورتحال اب ${status} ہے۔`,
    skipped: (count) => ` ${ltr(count)} رہ گئے:`,
    skippedList: 'رہ جانے والے آرڈر',
    // The server says why in English: in Urdu its code says which refusal, and the status the order is in now.
    skippedWhy: {
      already: (status) => `یہ آرڈر پہلے ہی ${status} ہے۔`,
      final: (status) => `یہ آرڈر ${status} ہے؛ اس کی صورتحال اب نہیں بدل سکتی۔`,
      meanwhile: (status) =>
        `اسی دوران اس آرڈر کی صورتحال بدل گئی، اب یہ ${status} ہے۔ براہِ کرم اسے دیکھ کر دوبارہ کوشش کریں۔`,
      onlyTo: (status, allowed, to) =>
        `یہ آرڈر ${status} ہے؛ اس کی نئی صورتحال صرف ${allowed.map((next) => `"${next}"`).join(' یا ')} ہو سکتی ہے، "${to}" نہیں۔`,
      reasonAfterDelivery: (reason) => `یہ آرڈر پہنچ چکا تھا، اس لیے اس کی واپسی کی وجہ "${reason}" نہیں ہو سکتی۔`,
      notFound: 'یہ آرڈر نہیں ملا۔',
    },
  },
  booking: {
    form: 'چنے ہوئے آرڈرز کورئیر سے بُک کریں',
    weight: 'ہر پارسل کا وزن، گرام میں (اختیاری)',
    bookWith: (count, courier) => `${ltr(count)} آرڈر ${courier} سے بُک کریں`,
    booked: (trackingNumber) => `بُک ہو گیا، ٹریکنگ نمبر ${ltr(trackingNumber)}`,
    cityChanged: (city) => `شہر بدل کر ${ltr(city)} کر دیا گیا: اسے دوبارہ بُک کریں۔`,
    failed: 'آرڈر بُک نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    outcome: (booked, of) => `${ltr(of)} میں سے ${ltr(booked)} آرڈر بُک ہو گئے۔`,
    results: 'بکنگ کے نتائج',
    // The server says why in English.
    notBooked: {
      unreachable: (courier) =>
        `${courier} سے رابطہ نہیں ہو سکا؛ آرڈر نہیں بدلا۔ دوبارہ بُک کریں: دکان دوسرا پارسل نہیں بنائے گی۔`,
      untracked: (courier) =>
        `${courier} نے بکنگ قبول کر لی مگر ٹریکنگ نمبر نہیں دیا؛ آرڈر نہیں بدلا۔ پارسل ${courier} کے پاس ہے: اسے دوبارہ ${courier} سے ہی بُک کریں، دکان دوسرا پارسل بنانے کے بجائے وہی پارسل اور اس کا نمبر ڈھونڈ لے گی۔`,
      already_booked: () => 'یہ آرڈر پہلے ہی بُک ہے۔',
      skipped: () => 'یہ آرڈر روانگی کے انتظار میں نہیں، اس لیے بُک نہیں ہوا۔',
    },
  },
  bills: {
    print: 'ایئر وے بل پرنٹ کریں',
    getting: 'ایئر وے بل آ رہے ہیں…',
    failed: 'ایئر وے بل نہیں مل سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    some: (printable, selected, most) =>
      `چنے ہوئے ${ltr(selected)} آرڈرز میں سے ${ltr(printable)} کا ایئر وے بل ہے: بل صرف روانہ آرڈرز کا ہوتا ہے${most === null ? '' : `، اور ایک بار میں ${ltr(most)} پرنٹ ہوتے ہیں`}۔`,
  },
};
