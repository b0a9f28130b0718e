/** The shop's words in Urdu, key for key as in English; perfume names, the shop's name and amounts are not here. */
import type { Dictionary } from './en';
import { SCENT_TYPES_UR } from './ur-notes';

export const ur: Dictionary = {
  languageName: 'اردو',
  languageSwitch: 'زبان',
  skipToContent: 'مواد پر جائیں',
  searchPerfumes: 'پرفیوم تلاش کریں',
  menu: 'مینو',
  cartEntries: { one: 'کارٹ، 1 چیز', many: 'کارٹ، # چیزیں' },
  mainNav: 'مرکزی',
  nav: {
    home: 'ہوم',
    orders: 'آرڈرز',
    buyPerfumes: 'پرفیوم خریدیں',
    wholeSale: 'ہول سیل',
    aboutUs: 'ہمارے بارے میں',
    contactUs: 'رابطہ کریں',
    requestQuote: 'قیمت معلوم کریں',
    myOrders: 'میرے آرڈرز',
    logout: 'لاگ آؤٹ',
    login: 'لاگ ان',
  },
  categories: {
    ...SCENT_TYPES_UR,
    male: 'مردوں کے لیے',
    female: 'خواتین کے لیے',
    unisex: 'مرد و خواتین دونوں کے لیے',
    summer: 'گرمیاں',
    spring: 'بہار',
    winter: 'سردیاں',
    autumn: 'خزاں',
    office: 'دفتر',
    gym: 'جم',
    parties: 'تقریبات',
    'everyday-wear': 'روزمرہ',
  },
  categoryGroups: { Type: 'خوشبو کی قسم', Gender: 'کس کے لیے', Season: 'موسم', Occasion: 'موقع' },
};
