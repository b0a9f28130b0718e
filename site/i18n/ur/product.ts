/** A perfume's page's words in Urdu; the perfume's name stays as the shop writes it. */
import { DAMAGE_REPORT_TIME, DELIVERY_DAYS, RETURN_DAYS, SHOP, SHOP_TIME } from '#schema/shop';
import type { ProductWords } from '../en/product';
import { CONCENTRATIONS_UR } from '#schema/i18n/ur-notes';

const { min, max } = DELIVERY_DAYS;
const DAY = new Intl.DateTimeFormat('ur-PK-u-nu-latn', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME,
});
/** '48 hours' as a number of hours, for the Urdu sentence. */
const damageHours = Number.parseInt(DAMAGE_REPORT_TIME, 10);

export const product: ProductWords = {
  breadcrumb: 'آپ یہاں ہیں',
  kind: (concentration, sizeMl) =>
    `${CONCENTRATIONS_UR[concentration as keyof typeof CONCENTRATIONS_UR] ?? concentration}، ${sizeMl} ملی لیٹر`,
  description: (name, kind, text) => `${name} (${kind}): ${text} پورے پاکستان میں کیش آن ڈیلیوری۔`,
  imageAlt: (name) => `${name} کی بوتل`,
  ask: 'اس پرفیوم کے بارے میں واٹس ایپ پر پوچھیں',
  buyBar: 'قیمت اور کارٹ میں شامل کریں',
  askText: (name, url) => `السلام علیکم ${SHOP.name}، مجھے ${name} کے بارے میں پوچھنا ہے: ${url}`,
  shareText: (name, url) => `${SHOP.name} پر ${name}: ${url}`,
  notes: 'خوشبو کے نوٹس',
  tiers: { top: 'ابتدائی نوٹس', heart: 'درمیانی نوٹس', base: 'بنیادی نوٹس' },
  about: 'تفصیل',
  findIn: 'یہاں بھی ملے گا:',
  comma: '، ',
  more: (type) => `مزید ${type}`,
  reviews: {
    title: 'خریداروں کی رائے',
    summary: (average, count) => `${count} ${count === 1 ? 'خریدار' : 'خریداروں'} کی ریٹنگ: 5 میں سے ${average}`,
    stars: (n) => (n === 1 ? '1 ستارہ' : `${n} ستارے`),
    by: (author) => `از ${author}`,
    verified: 'تصدیق شدہ خریدار',
    // '12 اپریل 2026': the month's Urdu name, Western digits, as Pakistani shops write dates.
    day: (at) => {
      const part = Object.fromEntries(DAY.formatToParts(new Date(at)).map(({ type, value }) => [type, value]));
      return `${part.day} ${part.month} ${part.year}`;
    },
  },
  terms: {
    name: 'ہم سے خریداری',
    cod: 'کیش آن ڈیلیوری:',
    codText: ' پارسل ملنے پر ادائیگی کریں۔',
    delivered: `${min} سے ${max} دن میں ڈیلیوری:`,
    byCity: ` ${SHOP.inUrdu.city} ${min} دن، بڑے شہر ${min}-${min + 1} دن، دوسرے شہر ${min + 1}-${max} دن۔ `,
    byCityLink: 'شہر کے لحاظ سے ڈیلیوری',
    returns: 'آسان واپسی:',
    returnsText: ` پرفیوم خراب یا غلط ہو تو ${damageHours} گھنٹوں کے اندر بتائیں؛ سیل بند پرفیوم ${RETURN_DAYS} دن کے اندر تبدیل ہو سکتا ہے۔ `,
    returnsLink: 'واپسی کی پالیسی',
  },
};
