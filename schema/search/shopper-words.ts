/**
 * The words a shopper types around what they want, in English, Roman Urdu and Urdu script: words that say nothing
 * about which perfume (for, ke liye, کے لیے), who it is for (mardon, خواتین, wife) and the season or occasion it is
 * for (garmi, شادی, office), which the shop's season and occasion categories answer.
 */
import type { Gender, Occasion, Season } from '../catalog/categories';

/** Perfume in Roman Urdu and Urdu script. */
const LOCAL_PERFUME_WORDS = [
  ...['khushbu', 'khushboo', 'khushbo', 'khushbuen', 'khushbuyen'],
  ...['پرفیوم', 'پرفیومز', 'پرفیوموں', 'خوشبو', 'خوشبوئیں', 'خوشبوؤں', 'عطریات', 'سینٹ', 'سپرے', 'اسپرے'],
];

/** A cheap perfume, in English, Roman Urdu and Urdu script: the cheapest are listed first. */
export const CHEAP_WORDS: readonly string[] = [
  'cheap',
  'cheapest',
  'sasta',
  'sasti',
  'saste',
  'sastay',
  'سستا',
  'سستی',
  'سستے',
];

/**
 * Words for perfume itself, in English, Roman Urdu and Urdu script: said around what the shopper wants ('oud perfume'
 * searches oud), and on their own ('khushbu', 'سینٹ') they ask for every perfume the shop has. So do a gift (any
 * perfume is one: 'gift for wife' asks for a woman's perfume) and a cheap one ('sasta', listed cheapest first):
 * alone, they found nothing.
 */
export const PERFUME_WORDS: readonly string[] = [
  ...['perfume', 'perfumes', 'fragrance', 'fragrances', 'scent', 'scents', 'cologne', 'colognes', 'spray', 'sprays'],
  ...['perfum', 'prefume', 'pefume'],
  ...LOCAL_PERFUME_WORDS,
  ...['gift', 'gifts', 'gifting', 'present', 'tohfa', 'tohfay', 'tohfe', 'تحفہ', 'تحفے'],
  ...CHEAP_WORDS,
];

/** Words that say nothing about which perfume: 'oud perfume for men' searches oud, for men. */
export const FILLER_WORDS: readonly string[] = [
  ...PERFUME_WORDS,
  ...['a', 'an', 'the', 'for', 'and', 'or', 'with', 'of', 'in', 'on', 'to', 'me', 'my', 'i', 'want', 'need'],
  ...['smell', 'wear', 'best', 'good', 'nice', 'buy', 'online', 'price', 'prices', 'new', 'pakistan', 'use'],
  ...['ka', 'ki', 'ke', 'kay', 'ky', 'k', 'wala', 'wali', 'wale', 'walay'],
  ...['liye', 'lye', 'liay', 'lie', 'aur', 'se', 'say', 'sy', 'mein', 'main', 'mujhe', 'chahiye', 'acha', 'achi'],
  ...['کے', 'کی', 'کا', 'لیے', 'لئے', 'لیئے', 'والا', 'والی', 'والے', 'اور', 'میں', 'سے', 'مجھے', 'چاہیے'],
  ...['بہترین', 'اچھا', 'اچھی', 'اچھے', 'نیا', 'نئی', 'نئے', 'قیمت'],
  // بو is a smell, گل a flower: گلِ شب بو, the shop's Urdu name for tuberose, is read as شب.
  ...['بو', 'گل'],
];

/** A sale in Roman Urdu and Urdu script. */
const LOCAL_SALE_WORDS = [
  ...['riayat', 'rayat', 'riyayat'],
  ...['سیل', 'سیلز', 'رعایت', 'رعایتی', 'آفر', 'آفرز', 'ڈسکاؤنٹ', 'ڈسکاونٹ', 'ڈیل', 'ڈیلز'],
];

/**
 * Words that ask for the perfumes on a running sale ('sale', 'on sale', 'discount', 'عید سیل'): the shop's sales
 * are named and timed by the owner, so they are answered from the sales running now, never from the notes (sage, salt).
 */
export const SALE_WORDS: readonly string[] = [
  ...['sale', 'sales', 'discount', 'discounts', 'discounted', 'offer', 'offers', 'deal', 'deals', 'clearance'],
  ...LOCAL_SALE_WORDS,
];

const FOR_MEN = ['male', 'unisex'] as const;
const FOR_WOMEN = ['female', 'unisex'] as const;

/** Men and women in Roman Urdu and Urdu script. */
const LOCAL_MEN_WORDS = [
  ...['mard', 'mardon', 'mardo', 'mardana', 'mardaana', 'aadmi', 'admi', 'larka', 'larke', 'larkay', 'larkon'],
  ...['larko', 'shohar', 'shauhar', 'abbu', 'bhai', 'dulha'],
  ...['مرد', 'مردوں', 'مردانہ', 'آدمی', 'لڑکا', 'لڑکے', 'لڑکوں', 'شوہر', 'ابو', 'بھائی', 'دولہا', 'جینٹس'],
];
const LOCAL_WOMEN_WORDS = [
  ...['aurat', 'aurton', 'auraton', 'zanana', 'zanaana', 'khawateen', 'khawatin', 'khwateen', 'khavateen'],
  ...['khatoon', 'larki', 'larkiyon', 'larkion', 'larkiyan', 'larkio', 'biwi', 'bivi', 'begum', 'ammi', 'behen'],
  ...['behan', 'لیڈیز'],
  ...['عورت', 'عورتوں', 'خواتین', 'خاتون', 'زنانہ', 'لڑکی', 'لڑکیوں', 'لڑکیاں', 'بیوی', 'بیگم', 'امی', 'بہن'],
];

/**
 * Who a perfume is for, as shoppers say it; a unisex perfume is for men and for women too. A word that names a
 * perfume of the shop (Dulhan) is left out, as the perfume would no longer be found by it.
 */
export const GENDER_WORDS: Readonly<Record<string, readonly Gender[]>> = Object.fromEntries([
  ...[
    ...['men', 'man', 'mens', 'male', 'males', 'gents', 'gent', 'boys', 'boy', 'him', 'his', 'husband', 'dad'],
    ...['father', 'brother', 'boyfriend', 'groom', ...LOCAL_MEN_WORDS],
  ].map((word) => [word, FOR_MEN] as const),
  ...[
    ...['women', 'woman', 'womens', 'female', 'females', 'ladies', 'lady', 'girls', 'girl', 'her', 'wife'],
    ...['mother', 'mom', 'sister', 'girlfriend', 'bride', ...LOCAL_WOMEN_WORDS],
  ].map((word) => [word, FOR_WOMEN] as const),
  ...['unisex', 'everyone'].map((word) => [word, ['unisex']] as const),
]);

/**
 * The shop's local words for perfume, for whom and a sale, in Roman Urdu and Urdu script: a shopper types them as
 * they say them, so the search reads them with one letter wrong too ('khusbu' is khushbu, search-words.ts). Its
 * English words are not: 'bride' is one letter from brine, a note.
 */
export const LOCAL_SHOPPER_WORDS: readonly string[] = [
  ...LOCAL_PERFUME_WORDS,
  ...LOCAL_MEN_WORDS,
  ...LOCAL_WOMEN_WORDS,
  ...LOCAL_SALE_WORDS,
];

/**
 * Seasons and occasions as shoppers say them, each with the shop's category that answers it: a wedding or Eid is
 * dressed up for, as a party is. The index keeps each perfume's seasons and occasions among its words.
 */
export const SEASON_AND_OCCASION_WORDS: Readonly<Record<string, Season | Occasion>> = {
  ...Object.fromEntries(
    ['summer', 'summers', 'garmi', 'garmiyon', 'garmion', 'garmiyo', 'garmiyan', 'hot'].map((w) => [w, 'summer']),
  ),
  ...Object.fromEntries(
    ['winter', 'winters', 'sardi', 'sardiyon', 'sardion', 'sardiyo', 'sardiyan', 'cold', 'thand'].map((w) => [
      w,
      'winter',
    ]),
  ),
  ...Object.fromEntries(['spring', 'bahar', 'bahaar', 'basant'].map((w) => [w, 'spring'])),
  ...Object.fromEntries(['autumn', 'fall', 'khizan', 'khizaan', 'patjhar'].map((w) => [w, 'autumn'])),
  ...Object.fromEntries(
    ['office', 'work', 'job', 'daftar', 'dafter', 'naukri', 'meeting', 'formal'].map((w) => [w, 'office']),
  ),
  ...Object.fromEntries(['gym', 'jim', 'workout', 'sport', 'sports', 'exercise', 'warzish'].map((w) => [w, 'gym'])),
  ...Object.fromEntries(
    [
      ...['party', 'parties', 'wedding', 'weddings', 'shadi', 'shaadi', 'shadiyon', 'walima', 'valima', 'mehndi'],
      ...['barat', 'baraat', 'nikah', 'eid', 'dawat', 'function', 'festive', 'date', 'evening'],
      // The shop's own word for them, تقریبات, as it is typed in Roman letters.
      ...['taqreebat', 'taqribat', 'taqreeb', 'taqrib', 'taqareeb'],
    ].map((w) => [w, 'parties']),
  ),
  ...Object.fromEntries(
    ['everyday', 'daily', 'roz', 'rozana', 'rozmarra', 'casual', 'regular'].map((w) => [w, 'everyday-wear']),
  ),
};

/** The Urdu-script spellings of the seasons' and occasions' words, each with the Roman word it is searched as. */
export const URDU_OCCASION_SPELLINGS: Readonly<Record<string, string>> = {
  گرمی: 'garmi',
  گرمیوں: 'garmiyon',
  گرمیاں: 'garmiyan',
  سردی: 'sardi',
  سردیوں: 'sardiyon',
  سردیاں: 'sardiyan',
  ٹھنڈ: 'thand',
  بہار: 'bahar',
  بسنت: 'basant',
  خزاں: 'khizan',
  دفتر: 'daftar',
  دفتری: 'daftar',
  آفس: 'office',
  نوکری: 'naukri',
  جم: 'gym',
  ورزش: 'warzish',
  پارٹی: 'party',
  شادی: 'shadi',
  شادیوں: 'shadiyon',
  ولیمہ: 'walima',
  مہندی: 'mehndi',
  بارات: 'barat',
  نکاح: 'nikah',
  عید: 'eid',
  دعوت: 'dawat',
  تقریب: 'taqreeb',
  تقریبات: 'taqreebat',
  روزانہ: 'rozana',
  روز: 'roz',
};
