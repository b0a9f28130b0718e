/** The words of the catalog's islands in Urdu. */
import type { CatalogWords } from '../en/catalog';

export const catalog: CatalogWords = {
  listing: {
    count: (count) => `${count} پرفیوم`,
    sortBy: 'ترتیب',
    sorts: {
      featured: 'نمایاں',
      'price-asc': 'قیمت، کم سے زیادہ',
      'price-desc': 'قیمت، زیادہ سے کم',
      newest: 'سب سے نئے',
    },
    bestMatch: 'بہترین مطابقت',
    sortSend: 'ترتیب دیں',
  },
  offer: {
    inStock: 'اسٹاک میں موجود',
    only: (left) => `صرف ${left} باقی`,
    soldOut: 'ختم ہو گیا',
    gone: 'یہ پرفیوم اب فروخت نہیں ہوتا۔',
    size: 'سائز',
    bottle: (ml) => `${ml} ملی لیٹر`,
    tester: (ml) => `${ml} ملی لیٹر ٹیسٹر`,
  },
  results: {
    prompt: 'تلاش کے خانے میں پرفیوم کا نام، کوئی خوشبو یا خوشبو کی قسم لکھیں۔',
    none: ['“', '” سے کوئی پرفیوم نہیں ملا۔ کوئی اور لفظ آزمائیں، جیسے عود، گلاب یا مشک۔'],
    found: (count) => ['“', `” سے ملتے ${count} پرفیوم`],
    oils: { before: '25 ملی لیٹر سے عطر (پرفیوم آئل) ہمارے ', link: 'عطر (ہول سیل)', after: ' کے صفحے پر ہیں۔' },
    more: 'مزید پرفیوم دکھائیں',
    instead: { categories: 'اقسام دیکھیں', bestSellers: 'سب سے زیادہ بکنے والے پرفیوم' },
  },
  saleLead: 'ہمارے سب سے پسندیدہ پرفیوم سیل کی قیمت پر، جب تک اسٹاک موجود ہے۔',
  sale: 'سیل',
  cart: {
    add: 'کارٹ میں شامل کریں',
    adding: 'ڈالا جا رہا ہے…',
    outOfStock: 'اسٹاک ختم',
    chooseSize: 'سائز چنیں',
    was: 'پہلے ',
    now: 'اب ',
    quantityOf: (name) => `${name} کی تعداد`,
    quantity: 'تعداد',
    decrease: 'تعداد کم کریں',
    increase: 'تعداد بڑھائیں',
    addFailed: 'پروڈکٹ کارٹ میں نہیں ڈالی جا سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
    addByNameFailed: 'پروڈکٹ کارٹ میں ڈالتے ہوئے مسئلہ ہوا۔ براہِ کرم دوبارہ کوشش کریں۔',
    loginToAdd: 'کارٹ میں چیزیں ڈالنے کے لیے براہِ کرم لاگ ان کریں۔',
    invalidRequest: 'درخواست درست نہیں۔ براہِ کرم اپنی معلومات دیکھ لیں۔',
  },
  search: {
    name: 'پرفیوم اور یہ صفحہ',
    label: 'پرفیوم تلاش کریں',
    placeholder: 'پرفیوم تلاش کریں…',
    submit: 'تلاش',
    suggestions: 'تجویز کردہ پرفیوم',
    seeAll: (total, query) =>
      total === 1 ? `“${query}” سے ملتا پرفیوم دیکھیں` : `“${query}” کے تمام ${total} پرفیوم دیکھیں`,
    count: (total) => (total === 0 ? 'کوئی پرفیوم نہیں ملا۔' : `${total} پرفیوم ملے۔`),
    empty: 'براہِ کرم تلاش کے لیے کچھ لکھیں۔',
    noMatch: 'کچھ نہیں ملا۔ کوئی اور لفظ آزمائیں۔',
  },
};
