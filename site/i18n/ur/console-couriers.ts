/** The console's Couriers section in Urdu; counts read left to right, the couriers' names and errors as they are. */
import type { CourierWords } from '../en/console-couriers';
import { leftToRight as ltr } from '#schema/i18n/languages';
import type { CourierNo } from '#schema/courier-refusal';

export const courierWords: CourierWords = {
  title: 'کورئیر',
  intro:
    'جڑا ہوا کورئیر آرڈر کے کارڈ سے پارسل بُک کرتا ہے، اور ہر گھنٹے اس کا اپنا سسٹم دکان کو بتاتا ہے کہ کون سے پارسل پہنچ گئے یا واپس آئے۔',
  list: 'کورئیر اکاؤنٹس',
  connected: 'جڑا ہوا',
  notConnected: 'جڑا ہوا نہیں',
  credentials: 'لاگ اِن کی تفصیل',
  ending: (hint) => `آخر میں ${ltr(hint)}`,
  lastSync: 'آخری بار پوچھا',
  notYet: 'ابھی نہیں',
  lastError: 'آخری خرابی',
  none: 'کوئی نہیں',
  connect: (name) => `${name} جوڑیں`,
  change: (name) => `${name} کی تفصیل بدلیں`,
  disconnect: 'الگ کریں',
  disconnectAsk: (name) => `${name} کو الگ کریں؟`,
  disconnectExplained: (name) =>
    `${name} کو الگ کریں؟ دکان اس سے بکنگ کرنا اور راستے کے پارسلوں کے بارے میں پوچھنا بند کر دے گی؛ اس کی لاگ اِن کی تفصیل مٹا دی جائے گی۔`,
  disconnectYes: 'جی ہاں، الگ کریں',
  keep: 'رہنے دیں',
  disconnectFailed: (name) => `${name} الگ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔`,
  loadFailed: 'کورئیر لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
  sync: 'کورئیرز سے ابھی پوچھیں',
  syncing: 'پوچھا جا رہا ہے…',
  syncFailed: 'کورئیرز سے پوچھا نہیں جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  synced: 'کورئیرز نے کیا بتایا',
  noneConnected: 'کوئی کورئیر جڑا ہوا نہیں۔',
  syncSaid: {
    failed: (error) => `پوچھا نہیں جا سکا: ${error}`,
    checked: (checked, delivered, returned, updated) =>
      `${ltr(checked)} پارسل دیکھے: ${ltr(delivered)} پہنچ گئے، ${ltr(returned)} واپس آئے؛ ` +
      `${ltr(updated)} کی کورئیر سے نئی خبر`,
    cancelled: (cancelled) => `${ltr(cancelled)} پارسل کورئیر نے منسوخ کیے، ان کے آرڈر واپس تیاری میں`,
    paid: (paid) => `${ltr(paid)} پارسلوں کی رقم ادا ہونے کی اطلاع`,
    join: '؛ ',
    nothing: 'راستے میں کوئی پارسل نہیں جس کا پوچھا جائے',
  },
  connectForm: {
    credentialsOf: (name) => `${name} کی لاگ اِن کی تفصیل`,
    labels: { token: 'ٹوکن', apiKey: 'اے پی آئی کی', apiPassword: 'اے پی آئی پاس ورڈ' },
    pickup: { postex: 'پک اپ پتے کا کوڈ (اختیاری)', leopards: 'پک اپ کا پتا (اختیاری)' },
    weight: (grams) => `پارسل کا وزن، گرام میں، جب نہ دیا جائے (خالی ہو تو ${ltr(grams)})`,
    checking: (name) => `${name} سے پوچھا جا رہا ہے…`,
    failed: (name) => `${name} نہیں جڑ سکا۔ براہِ کرم دوبارہ کوشش کریں۔`,
  },
  restock: {
    form: 'واپس آئے پارسل',
    legend: 'جب کورئیر پارسل واپس لائے تو اس کی بوتلیں',
    rules: {
      'unless-damaged': 'واپس اسٹاک میں، سوائے اس کے کہ کورئیر خراب ہونے کی خبر دے',
      always: 'ہمیشہ واپس اسٹاک میں',
      never: 'کبھی نہیں: پارسل کھول کر بوتلیں ہاتھ سے اسٹاک میں ڈالی جائیں گی',
    },
    save: 'محفوظ کریں',
    saving: 'محفوظ ہو رہا ہے…',
    saved: 'محفوظ ہو گیا۔',
    loadFailed: 'دکان کی سیٹنگز لوڈ نہیں ہو سکیں۔ براہِ کرم دوبارہ کوشش کریں۔',
    saveFailed: 'محفوظ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  },
  unreachable: ({ courier, step, untracked }) => {
    const unreached = `${courier} سے رابطہ نہیں ہو سکا۔`;
    switch (step) {
      case 'connect':
        return `${unreached} کچھ محفوظ نہیں ہوا؛ براہِ کرم دوبارہ کوشش کریں۔`;
      case 'book':
        if (untracked)
          return `${courier} نے بکنگ قبول کر لی مگر ٹریکنگ نمبر نہیں دیا۔ آرڈر نہیں بدلا۔ پارسل ${courier} کے پاس ہے: اسے دوبارہ ${courier} سے ہی بُک کریں، دکان دوسرا پارسل بُک کرنے کے بجائے وہی پارسل اور اس کا نمبر ڈھونڈ لے گی۔`;
        return `${unreached} آرڈر نہیں بدلا۔ ہو سکتا ہے ${courier} نے پارسل بُک کر لیا ہو: اسے دوبارہ ${courier} سے ہی بُک کریں، دکان دوسرا پارسل بُک کرنے کے بجائے وہی پارسل ڈھونڈ لے گی۔`;
      case 'cancel':
        return `${unreached} آرڈر نہیں بدلا۔ ہو سکتا ہے ${courier} نے پارسل منسوخ کر دیا ہو: دوبارہ منسوخ کریں، یا کورئیر سیکشن میں "کورئیرز سے ابھی پوچھیں" دبا کر دیکھیں کہ ${courier} نے کیا کیا۔`;
      case 'change':
        return `${unreached} آرڈر نہیں بدلا؛ براہِ کرم دوبارہ کوشش کریں۔`;
    }
  },
  unanswered: ({ courier, step }) =>
    step === 'change'
      ? `${courier} نے اس آرڈر کی پچھلی بکنگ کا جواب نہیں دیا، اور ہو سکتا ہے آرڈر کا پارسل پہلے والی تفصیل کے ساتھ اس کے پاس ہو: کورئیر سیکشن میں "کورئیرز سے ابھی پوچھیں" دبائیں تاکہ ${courier} بتا دے، پھر آرڈر بدلیں۔`
      : `${courier} نے اس آرڈر کی پچھلی بکنگ کا جواب نہیں دیا، اور ہو سکتا ہے پارسل اس کے پاس ہو: اسے دوبارہ ${courier} سے ہی بُک کریں، یا کورئیر سیکشن میں "کورئیرز سے ابھی پوچھیں" دبائیں تاکہ ${courier} بتا دے کہ پارسل اس کے پاس ہے یا نہیں۔`,
  unheard: (unheard) => {
    const unreached = `${unheard.courier} سے رابطہ نہیں ہو سکا`;
    switch (unheard.why) {
      case 'timeout':
        return `${unreached}: ${ltr(unheard.ms / 1000)} سیکنڈ میں جواب نہیں آیا۔`;
      case 'network':
        return `${unreached}: نیٹ ورک کی خرابی۔`;
      case 'failed':
        return `${unreached}: اس کے اپنے سسٹم کی خرابی (جواب ${ltr(unheard.status)})۔`;
      case 'unreadable':
        return `${unreached}: اس کا جواب (${ltr(unheard.status)}) پڑھا نہیں جا سکا۔`;
      case 'no_tracking_number':
        return `${unheard.courier} نے بکنگ قبول کر لی مگر ٹریکنگ نمبر نہیں دیا۔`;
      case 'unsure':
        return `${unheard.courier} نے نہیں بتایا کہ پارسل اس کے پاس ہے یا نہیں۔ ${courierNo(unheard.no)}`;
    }
  },
  syncNotConnected: 'کورئیر جڑا ہوا نہیں، یا اس کی محفوظ لاگ اِن کی تفصیل پڑھی نہیں جا سکتی: اسے دوبارہ جوڑیں۔',
  syncBroke: 'دکان میں کچھ خرابی ہوئی۔ براہِ کرم دوبارہ کوشش کریں۔',
  no: courierNo,
};

// The courier's own words stay as it sent them, read left to right.
function courierNo(no: CourierNo): string {
  switch (no.why) {
    case 'said':
      return `${no.courier} کا جواب: ${ltr(no.words)}`;
    case 'unknown_city': {
      const lacks = `${no.courier} کی شہروں کی فہرست میں ${ltr(no.city)} نہیں ہے۔`;
      return no.nearest.length > 0 ? `${lacks} اس کی فہرست میں قریب ترین: ${no.nearest.map(ltr).join('، ')}۔` : lacks;
    }
    case 'tracking_number_taken':
      return `${no.courier} نے پارسل ٹریکنگ نمبر ${ltr(no.trackingNumber)} پر بُک کیا، جو آرڈر ${ltr(no.order)} کے پاس پہلے سے ہے: ${no.courier} سے اسے درست کروائیں، پھر دوبارہ بُک کریں۔`;
    case 'status':
      return `${no.courier} نے انکار کیا مگر وجہ نہیں بتائی (جواب ${ltr(no.status)})۔`;
  }
}
