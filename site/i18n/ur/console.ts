/**
 * The console's own words in Urdu (its page, its sections' bar, the day at a glance, the new-order alerts and the
 * perfume orders' list). Order numbers, counts and amounts read left to right inside a sentence; names and cities
 * stay as they are.
 */
import type { ConsoleWords } from '../en/console';
import { leftToRight } from '#schema/i18n/languages';

export const consoleWords: ConsoleWords = {
  page: { title: 'آرڈرز', description: 'دکان کے تمام آرڈر، دکان چلانے والوں کے لیے۔' },
  nav: {
    label: 'کنسول کے حصے',
    earlier: 'پچھلے حصے',
    more: 'مزید حصے',
    sections: {
      today: 'آج',
      orders: 'آرڈرز',
      oils: 'عطر کے آرڈرز',
      cash: 'نقد',
      couriers: 'کورئیر',
      catalog: 'کیٹلاگ',
      customers: 'گاہک',
      inbox: 'ان باکس',
      reviews: 'ریویوز',
      staff: 'عملہ',
    },
  },
  dashboard: {
    title: 'آج کا خلاصہ',
    more: 'مزید اعداد',
    refresh: 'تازہ کریں',
    refreshing: 'تازہ ہو رہا ہے…',
    loading: 'خلاصہ لوڈ ہو رہا ہے…',
    loadFailed: 'خلاصہ لوڈ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
    sales: 'فروخت',
    waiting: 'انتظار میں آرڈر',
    longer: 'لمبے عرصے میں',
    today: 'آج',
    last7Days: 'پچھلے 7 دن',
    last30Days: 'پچھلے 30 دن',
    orders: (count) => `${leftToRight(count)} آرڈر`,
    takings: (delivered, onTheWay, waiting) =>
      `${leftToRight(delivered)} پہنچ گئے · ${leftToRight(onTheWay)} راستے میں · ${leftToRight(waiting)} انتظار میں`,
  },
  alerts: {
    turnOn: 'اس فون پر نئے آرڈرز کی اطلاع دیں',
    on: 'نئے آرڈرز کی اطلاع اس فون پر آتی ہے، کنسول بند ہو تب بھی۔',
    turnOff: 'بند کریں',
    busy: 'ذرا رکیں…',
    blocked: 'اس سائٹ کی اطلاعات بند ہیں: پہلے براؤزر کی سیٹنگز میں انہیں اجازت دیں۔',
    notSetUp: 'اس دکان کے لیے نئے آرڈرز کی اطلاعات ابھی سیٹ نہیں ہوئیں۔',
    unsupported: 'یہ براؤزر نئے آرڈرز کی اطلاع نہیں دکھا سکتا۔',
    checkFailed: 'نئے آرڈرز کی اطلاعات دیکھی نہیں جا سکیں۔',
    turnOnFailed: 'اس فون پر نئے آرڈرز کی اطلاعات آن نہیں ہو سکیں۔ براہِ کرم دوبارہ کوشش کریں۔',
  },
  orders: {
    title: 'پرفیوم کے آرڈرز',
    filterLabel: 'پرفیوم کے آرڈرز چھانٹیں',
    filter: 'چھانٹیں',
    filterPlaceholder: 'آرڈر نمبر، فون، نام، پرفیوم یا ٹریکنگ نمبر',
    submit: 'آرڈرز چھانٹیں',
    print: 'آرڈرز پرنٹ کریں',
    exportCsv: 'CSV ڈاؤن لوڈ کریں',
    exportFailed: 'آرڈرز ڈاؤن لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    loadFailed: 'آرڈرز لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    empty: 'ان شرائط پر کوئی آرڈر نہیں ملا۔',
    listLabel: 'پرفیوم کے آرڈرز',
    newFlag: 'نیا',
    markSeen: 'دیکھ لیے',
    loadMore: 'مزید آرڈرز دکھائیں',
    loading: 'آرڈرز لوڈ ہو رہے ہیں…',
    arrived: (count) => `کنسول کھولنے کے بعد ${leftToRight(count)} نئے آرڈر آئے۔`,
    select: (number) => `آرڈر ${leftToRight(number)} چنیں`,
    showing: (count, more) => `${leftToRight(count)} آرڈر دکھائے جا رہے ہیں${more ? ' (مزید نیچے)' : ''}۔`,
    row: 'آرڈر',
    confirmation: {
      'not-contacted': 'رابطہ نہیں ہوا',
      confirmed: 'تصدیق ہو گئی',
      'no-answer': 'جواب نہیں ملا',
      refused: 'انکار',
    },
  },
};
