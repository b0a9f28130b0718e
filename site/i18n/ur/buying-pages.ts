/** The titles, headings and lead lines of the buying pages in Urdu. */
import type { BuyingPageWords } from '../en/buying-pages';

export const buyingPages: BuyingPageWords = {
  cart: { title: 'آپ کا کارٹ', description: 'آپ کے کارٹ میں ڈالے گئے پرفیوم۔' },
  checkout: {
    title: 'چیک آؤٹ',
    description: 'ڈیلیوری پر نقد ادائیگی کے ساتھ آرڈر دیں۔',
    loading: 'چیک آؤٹ لوڈ ہو رہا ہے…',
  },
  receipt: { title: 'آرڈر کی تصدیق', description: 'آپ کے آرڈر کی رسید۔' },
  myOrders: {
    title: 'میرے آرڈرز',
    description: 'آپ کے دیے ہوئے آرڈر۔',
    account: ['اپنا پاس ورڈ یا محفوظ پتا ', 'میرا اکاؤنٹ', ' میں بدلیں۔'],
  },
  track: {
    title: 'اپنا آرڈر ٹریک کریں',
    description: 'اپنے آرڈر نمبر اور آرڈر پر دیے گئے فون نمبر سے اپنا پرفیوم آرڈر دیکھیں۔',
    intro: 'رسید یا ہمارے واٹس ایپ پیغام سے آرڈر نمبر لکھیں، اور وہ فون نمبر جو آپ نے آرڈر کے ساتھ دیا تھا۔',
    needsScript:
      'ٹریکنگ کے لیے براؤزر میں جاوا اسکرپٹ کا چلنا ضروری ہے۔ براہِ کرم اسے چلائیں، یا اپنے آرڈر نمبر کے ساتھ ہمیں واٹس ایپ پر پیغام بھیجیں۔',
  },
  confirm: { title: 'اپنے آرڈر کی تصدیق کریں', description: 'ڈیلیوری پر نقد ادائیگی والے آرڈر کی تصدیق یا منسوخی۔' },
  review: { title: 'اپنے پرفیوم کی ریٹنگ دیں', description: 'اپنے پہنچے ہوئے آرڈر کے پرفیوم کی رائے دیں۔' },
  account: {
    title: 'میرا اکاؤنٹ',
    description: 'اپنا پاس ورڈ اور اگلے آرڈر کے لیے محفوظ ڈیلیوری کا پتا بدلیں۔',
  },
  reset: { title: 'نیا پاس ورڈ چنیں', description: 'اپنے اکاؤنٹ کا نیا پاس ورڈ چنیں۔' },
  guard: 'لوڈ ہو رہا ہے…',
};
