/** The shop's words in Urdu, key for key as in English; perfume names, the shop's name and amounts are not here. */
import type { Dictionary } from './en';

export const ur: Dictionary = {
  languageName: 'اردو',
  languageSwitch: 'زبان',
  homeTitle: 'پاکستان میں پرفیوم اور عطر',
  homeDescription:
    'مردوں اور خواتین کے لیے دیرپا پرفیوم، عید سیل کی قیمتیں اور خالص عطر، پورے پاکستان میں کیش آن ڈیلیوری کے ساتھ۔',
  shopByCategory: 'قسم کے لحاظ سے خریدیں',
  categories: {
    woody: 'لکڑی جیسی',
    spicy: 'مصالحے دار',
    floral: 'پھولوں والی',
    aquatic: 'سمندر جیسی تازہ',
    aromatic: 'جڑی بوٹیوں والی',
    citrus: 'ترش پھلوں والی',
    oud: 'عود',
    fruity: 'پھلوں والی',
    male: 'مردوں کے لیے',
    female: 'خواتین کے لیے',
    unisex: 'سب کے لیے',
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
