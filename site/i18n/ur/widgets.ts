/** The words of the small islands of every page in Urdu. */
import type { WidgetWords } from '../en/widgets';

export const widgets: WidgetWords = {
  share: {
    share: 'شیئر کریں',
    copy: 'لنک کاپی کریں',
    whatsapp: 'واٹس ایپ پر شیئر کریں',
    copied: 'لنک کاپی ہو گیا۔',
    copyThis: (url) => `یہ لنک کاپی کر لیں: ${url}`,
  },
  gallery: {
    photo: (name, n, count) => `${name}، ${count} میں سے تصویر ${n}`,
    zoom: (photo) => `بڑا کر کے دیکھیں: ${photo}`,
    show: (photo) => `دکھائیں: ${photo}`,
    close: 'بند کریں',
  },
  carousel: {
    kind: 'سلائیڈ شو',
    slideKind: 'سلائیڈ',
    name: 'پیشکشیں',
    slide: (n, count) => `${count} میں سے ${n}`,
    previous: 'پچھلی سلائیڈ',
    pause: 'سلائیڈیں روکیں',
    next: 'اگلی سلائیڈ',
  },
  profile: {
    login: 'اپنے اکاؤنٹ میں لاگ ان کریں',
    signedInAs: (name) => `${name} کے نام سے لاگ ان`,
    menu: 'پروفائل مینو',
    card: 'آپ کی پروفائل',
    close: 'پروفائل بند کریں',
    myOrders: 'میرے آرڈرز',
    myAccount: 'میرا اکاؤنٹ',
    logout: 'لاگ آؤٹ',
  },
  newsletter: {
    lead: 'نئی خوشبوئیں اور عید کی پیشکشیں، مہینے میں ایک بار۔',
    email: 'ای میل ایڈریس',
    subscribe: 'سبسکرائب کریں',
    sending: 'بھیجا جا رہا ہے…',
    failed: 'معذرت، ہم آپ کو سائن اپ نہیں کر سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    thanks: 'شکریہ! نئی خوشبوؤں اور پیشکشوں کی خبر آپ کو ای میل پر ملے گی۔',
  },
};
