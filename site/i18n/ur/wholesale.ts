/**
 * The wholesale perfume-oils page in Urdu. Oil names stay as they are; in the WhatsApp text the order number,
 * amounts and phone are wrapped in left-to-right isolates, as in the shop's own Urdu messages.
 */
import { leftToRight as ltr } from '#schema/i18n/languages';
import type { WholesaleWords } from '../en/wholesale';
import { PHONE_EXAMPLE } from '../phone-example';

export const wholesale: WholesaleWords = {
  title: 'ہول سیل عطر (پرفیوم آئل)',
  description:
    'خالص عطر (پرفیوم آئل) تھوک میں، 25 ملی لیٹر سے 1 لیٹر تک، ہول سیل قیمتوں پر۔ آن لائن آرڈر کریں اور واٹس ایپ پر تصدیق کریں۔',
  heading: 'عطر (پرفیوم آئل)',
  intro: (count, volumes) =>
    `${count} خالص عطر ہول سیل قیمتوں پر، ${volumes} ملی لیٹر میں۔ قیمت دیکھنے کے لیے عطر اور مقدار چنیں، جتنے چاہیں ڈالیں، پھر آرڈر کریں: ہر آرڈر کی تصدیق ہم آپ سے واٹس ایپ پر کرتے ہیں۔`,
  ml: (volume) => `${volume} ملی لیٹر`,
  oil: 'عطر',
  search: 'عطر تلاش کریں، جیسے مشک',
  oils: 'عطر کی فہرست',
  per25: 'فی 25 ملی لیٹر',
  noMatch: (query) => `“${query}” سے کوئی عطر نہیں ملا۔`,
  volume: 'مقدار',
  price: 'قیمت:',
  chooseOil: 'پہلے عطر چنیں',
  adding: 'ڈالا جا رہا ہے…',
  add: 'کارٹ میں شامل کریں',
  cart: 'آپ کا عطر کا کارٹ',
  oilColumn: 'عطر',
  priceColumn: 'قیمت',
  remove: 'نکالیں',
  removing: 'نکالا جا رہا ہے…',
  total: 'کل قیمت',
  unavailable: 'اب دستیاب نہیں، اس لیے اس آرڈر میں شامل نہیں۔ براہِ کرم اسے نکال دیں۔',
  nothingToOrder:
    'آپ کے عطر کے کارٹ میں سے ابھی کچھ آرڈر نہیں ہو سکتا۔ جو عطر اب دستیاب نہیں، براہِ کرم انہیں نکال دیں۔',
  orderForm: 'یہ عطر منگوائیں',
  orderNote: 'ہر ہول سیل آرڈر کی تصدیق ہم واٹس ایپ یا فون پر کرتے ہیں، اور اسے آپ کے شہر بھیجتے ہیں۔',
  phone: 'فون',
  phoneExample: PHONE_EXAMPLE.ur,
  city: 'شہر',
  phoneRequired: 'فون ضروری ہے۔',
  cityRequired: 'شہر ضروری ہے۔',
  cityTooLong: (max) => `شہر کا نام زیادہ سے زیادہ ${max} حروف کا ہو۔`,
  clearing: 'خالی کیا جا رہا ہے…',
  clear: 'کارٹ خالی کریں',
  ordering: 'آرڈر ہو رہا ہے…',
  orderNow: 'ابھی آرڈر کریں',
  chooseFirst: 'براہِ کرم پہلے عطر چنیں۔',
  added: (name, volume) => `${name} (${volume} ملی لیٹر) آپ کے عطر کے کارٹ میں ڈال دیا گیا۔`,
  addFailed: 'عطر کارٹ میں نہیں ڈالا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  addRefused: (reason) => reason,
  orderFailed: 'عطر کا آرڈر نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  placed: (order) => `آرڈر ${order} ہو گیا۔ اسے ہمیں واٹس ایپ پر بھیجیں، ہم تصدیق کریں گے۔`,
  chatAgain: 'واٹس ایپ دوبارہ کھولیں',
  message: {
    hello: (shop) => `السلام علیکم ${shop}، مجھے یہ عطر منگوانے ہیں۔`,
    order: (order) => `آرڈر: ${ltr(order)}`,
    line: (n, name, volume, price) => `${n}۔ ${name}، ${ltr(volume)} ملی لیٹر: ${ltr(price)}`,
    total: (total) => `کل: ${ltr(total)}`,
    name: (name) => `نام: ${name}`,
    email: (email) => `ای میل: ${ltr(email)}`,
    phone: (phone) => `فون: ${ltr(phone)}`,
    city: (city) => `شہر: ${city}`,
  },
};
