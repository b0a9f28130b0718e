/** The words of the pieces every shop page shares, in Urdu. */
import type { ShopWords } from '../en/shop';

export const shop: ShopWords = {
  onward: '←',
  shopNow: 'ابھی خریدیں',
  shopNowFor: (title) => `ابھی خریدیں: ${title}`,
  trust: {
    name: 'ہم سے کیوں خریدیں',
    quality: { title: 'معیار کی ضمانت', text: 'دیرپا پرفیوم، بھیجنے سے پہلے جانچے ہوئے۔' },
    delivery: { title: 'تیز ڈیلیوری', text: 'پاکستان کے ہر شہر میں کیش آن ڈیلیوری۔' },
    support: { title: 'چوبیس گھنٹے مدد', text: 'فون اور واٹس ایپ پر ہر سوال کا جواب۔' },
  },
  footer: {
    contact: 'رابطہ',
    shop: 'خریداری',
    buyPerfumes: 'پرفیوم خریدیں',
    oils: 'عطر (ہول سیل)',
    aboutUs: 'ہمارے بارے میں',
    contactUs: 'رابطہ کریں',
    help: 'مدد',
    trackOrder: 'اپنا آرڈر ٹریک کریں',
    followUs: 'ہمیں فالو کریں',
    newsletter: 'نیوز لیٹر',
    copyright: (year, shop) => `© ${year} ${shop}۔ پورے پاکستان میں کیش آن ڈیلیوری۔`,
    chat: 'واٹس ایپ پر ہم سے بات کریں',
    chatText: (shop) => `السلام علیکم ${shop}، میرا ایک سوال ہے۔`,
  },
  policies: {
    shipping: 'ڈیلیوری کی معلومات',
    returns: 'واپسی اور تبادلہ',
    faq: 'عام سوالات',
    privacy: 'رازداری کی پالیسی',
    terms: 'شرائط و ضوابط',
  },
  social: { facebook: 'فیس بک', instagram: 'انسٹاگرام', tiktok: 'ٹک ٹاک' },
};
