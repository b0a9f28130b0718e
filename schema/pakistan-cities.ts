/**
 * Pakistan's provinces and territories, and the cities and towns couriers deliver to most, each with its province.
 * Checkout offers the cities as the shopper types (in Urdu on an Urdu page) and fills the province from the one
 * chosen; a town not listed is still accepted, with its province picked by hand. A listed city typed in Urdu is the
 * same city: the order keeps its English name, as the couriers list it, and its province, so the booking has both.
 */
export const PROVINCES = [
  'Punjab',
  'Sindh',
  'Khyber Pakhtunkhwa',
  'Balochistan',
  'Islamabad Capital Territory',
  'Gilgit-Baltistan',
  'Azad Jammu and Kashmir',
] as const;
export type Province = (typeof PROVINCES)[number];

/** Each city by its English name, as couriers list it, and its Urdu name, as an Urdu page offers it. */
const BY_PROVINCE: Record<Province, readonly (readonly [string, string])[]> = {
  Punjab: [
    ['Lahore', 'لاہور'],
    ['Faisalabad', 'فیصل آباد'],
    ['Rawalpindi', 'راولپنڈی'],
    ['Gujranwala', 'گوجرانوالہ'],
    ['Multan', 'ملتان'],
    ['Bahawalpur', 'بہاولپور'],
    ['Sargodha', 'سرگودھا'],
    ['Sialkot', 'سیالکوٹ'],
    ['Sheikhupura', 'شیخوپورہ'],
    ['Rahim Yar Khan', 'رحیم یار خان'],
    ['Jhang', 'جھنگ'],
    ['Dera Ghazi Khan', 'ڈیرہ غازی خان'],
    ['Gujrat', 'گجرات'],
    ['Sahiwal', 'ساہیوال'],
    ['Wah Cantt', 'واہ کینٹ'],
    ['Kasur', 'قصور'],
    ['Okara', 'اوکاڑہ'],
    ['Chiniot', 'چنیوٹ'],
    ['Kamoke', 'کاموکی'],
    ['Hafizabad', 'حافظ آباد'],
    ['Sadiqabad', 'صادق آباد'],
    ['Burewala', 'بورے والا'],
    ['Khanewal', 'خانیوال'],
    ['Muzaffargarh', 'مظفر گڑھ'],
    ['Mandi Bahauddin', 'منڈی بہاؤالدین'],
    ['Jhelum', 'جہلم'],
    ['Khanpur', 'خان پور'],
    ['Pakpattan', 'پاکپتن'],
    ['Daska', 'ڈسکہ'],
    ['Gojra', 'گوجرہ'],
    ['Muridke', 'مریدکے'],
    ['Bahawalnagar', 'بہاولنگر'],
    ['Samundri', 'سمندری'],
    ['Jaranwala', 'جڑانوالہ'],
    ['Chishtian', 'چشتیاں'],
    ['Attock', 'اٹک'],
    ['Vehari', 'وہاڑی'],
    ['Chakwal', 'چکوال'],
    ['Kamalia', 'کمالیہ'],
    ['Ahmedpur East', 'احمد پور شرقیہ'],
    ['Kot Addu', 'کوٹ ادو'],
    ['Wazirabad', 'وزیر آباد'],
    ['Layyah', 'لیہ'],
    ['Taxila', 'ٹیکسلا'],
    ['Khushab', 'خوشاب'],
    ['Mianwali', 'میانوالی'],
    ['Lodhran', 'لودھراں'],
    ['Hasilpur', 'حاصل پور'],
    ['Bhakkar', 'بھکر'],
    ['Arifwala', 'عارف والا'],
    ['Haroonabad', 'ہارون آباد'],
    ['Narowal', 'نارووال'],
    ['Bhalwal', 'بھلوال'],
    ['Toba Tek Singh', 'ٹوبہ ٹیک سنگھ'],
    ['Murree', 'مری'],
    ['Rajanpur', 'راجن پور'],
    ['Pasrur', 'پسرور'],
    ['Nankana Sahib', 'ننکانہ صاحب'],
    ['Shakargarh', 'شکر گڑھ'],
    ['Pattoki', 'پتوکی'],
    ['Kharian', 'کھاریاں'],
    ['Chichawatni', 'چیچہ وطنی'],
    ['Mian Channu', 'میاں چنوں'],
    ['Renala Khurd', 'رینالہ خورد'],
    ['Kabirwala', 'کبیر والا'],
    ['Depalpur', 'دیپالپور'],
    ['Talagang', 'تلہ گنگ'],
    ['Taunsa', 'تونسہ'],
  ],
  Sindh: [
    ['Karachi', 'کراچی'],
    ['Hyderabad', 'حیدرآباد'],
    ['Sukkur', 'سکھر'],
    ['Larkana', 'لاڑکانہ'],
    ['Nawabshah', 'نواب شاہ'],
    ['Mirpur Khas', 'میرپور خاص'],
    ['Jacobabad', 'جیکب آباد'],
    ['Shikarpur', 'شکارپور'],
    ['Khairpur', 'خیرپور'],
    ['Dadu', 'دادو'],
    ['Tando Allahyar', 'ٹنڈو الہ یار'],
    ['Tando Adam', 'ٹنڈو آدم'],
    ['Tando Muhammad Khan', 'ٹنڈو محمد خان'],
    ['Badin', 'بدین'],
    ['Thatta', 'ٹھٹھہ'],
    ['Umerkot', 'عمر کوٹ'],
    ['Ghotki', 'گھوٹکی'],
    ['Kandhkot', 'کندھ کوٹ'],
    ['Sanghar', 'سانگھڑ'],
    ['Kashmore', 'کشمور'],
    ['Matiari', 'مٹیاری'],
    ['Mithi', 'مٹھی'],
    ['Moro', 'مورو'],
    ['Mehar', 'میہڑ'],
    ['Hala', 'ہالا'],
    ['Kotri', 'کوٹری'],
    ['Jamshoro', 'جامشورو'],
    ['Naushahro Feroze', 'نوشہرو فیروز'],
  ],
  'Khyber Pakhtunkhwa': [
    ['Peshawar', 'پشاور'],
    ['Mardan', 'مردان'],
    ['Mingora', 'مینگورہ'],
    ['Kohat', 'کوہاٹ'],
    ['Abbottabad', 'ایبٹ آباد'],
    ['Dera Ismail Khan', 'ڈیرہ اسماعیل خان'],
    ['Nowshera', 'نوشہرہ'],
    ['Charsadda', 'چارسدہ'],
    ['Swabi', 'صوابی'],
    ['Mansehra', 'مانسہرہ'],
    ['Bannu', 'بنوں'],
    ['Haripur', 'ہری پور'],
    ['Chitral', 'چترال'],
    ['Karak', 'کرک'],
    ['Lakki Marwat', 'لکی مروت'],
    ['Tank', 'ٹانک'],
    ['Hangu', 'ہنگو'],
    ['Timergara', 'تیمرگرہ'],
    ['Batkhela', 'بٹ خیلہ'],
    ['Parachinar', 'پاراچنار'],
    ['Risalpur', 'رسالپور'],
    ['Jamrud', 'جمرود'],
    ['Landi Kotal', 'لنڈی کوتل'],
    ['Chakdara', 'چکدرہ'],
  ],
  Balochistan: [
    ['Quetta', 'کوئٹہ'],
    ['Turbat', 'تربت'],
    ['Khuzdar', 'خضدار'],
    ['Hub', 'حب'],
    ['Chaman', 'چمن'],
    ['Gwadar', 'گوادر'],
    ['Sibi', 'سبی'],
    ['Zhob', 'ژوب'],
    ['Loralai', 'لورالائی'],
    ['Dera Murad Jamali', 'ڈیرہ مراد جمالی'],
    ['Dera Allah Yar', 'ڈیرہ اللہ یار'],
    ['Usta Muhammad', 'اوستہ محمد'],
    ['Kalat', 'قلات'],
    ['Mastung', 'مستونگ'],
    ['Pishin', 'پشین'],
    ['Nushki', 'نوشکی'],
    ['Kharan', 'خاران'],
    ['Panjgur', 'پنجگور'],
  ],
  'Islamabad Capital Territory': [['Islamabad', 'اسلام آباد']],
  'Gilgit-Baltistan': [
    ['Gilgit', 'گلگت'],
    ['Skardu', 'سکردو'],
    ['Chilas', 'چلاس'],
    ['Aliabad', 'علی آباد'],
    ['Khaplu', 'خپلو'],
    ['Astore', 'استور'],
  ],
  'Azad Jammu and Kashmir': [
    ['Muzaffarabad', 'مظفر آباد'],
    ['Mirpur', 'میرپور'],
    ['Kotli', 'کوٹلی'],
    ['Bhimber', 'بھمبر'],
    ['Rawalakot', 'راولاکوٹ'],
    ['Bagh', 'باغ'],
    ['Dadyal', 'ڈڈیال'],
  ],
};

export interface City {
  name: string;
  nameUr: string;
  province: Province;
}

/** Every listed city with its Urdu name and province, in alphabetical order (as the city field offers them). */
export const CITIES: readonly City[] = PROVINCES.flatMap((province) =>
  BY_PROVINCE[province].map(([name, nameUr]) => ({ name, nameUr, province })),
).sort((a, b) => a.name.localeCompare(b.name));

/**
 * A name as it is compared: any case and spacing of the English, and the Urdu with or without its spaces ('فیصل آباد'
 * or 'فیصل‌آباد') and in an Arabic keyboard's letters (ي ك ه for ی ک ہ).
 */
function nameKey(name: string): string {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!/[\u0600-\u06ff]/.test(key)) return key;
  return key
    .replace(/[\s\u200c]/g, '')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ه/g, 'ہ');
}

const BY_NAME = new Map(
  CITIES.flatMap((city) => [[nameKey(city.name), city] as const, [nameKey(city.nameUr), city] as const]),
);

/** The listed city a shopper typed, by its English or its Urdu name; undefined for a town not listed. */
export function listedCity(typed: string): City | undefined {
  return BY_NAME.get(nameKey(typed));
}

/**
 * A city as a page in `lang` names it: a listed city by its Urdu name on an Urdu page (orders keep the English name
 * the couriers list), a town not listed as it was typed.
 */
export function cityIn(lang: 'en' | 'ur', city: string): string {
  const listed = listedCity(city);
  if (!listed) return city;
  return lang === 'ur' ? listed.nameUr : listed.name;
}

/** The province of a listed city, typed in English or Urdu however it is spaced; undefined for a town not listed. */
export function provinceOf(city: string): Province | undefined {
  return listedCity(city)?.province;
}
