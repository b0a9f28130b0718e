/**
 * The shop's refusals in Urdu, chosen by the refusal's code (and a form's field by its name), never by the server's
 * English words: the server may reword those at any time.
 */
import type { AnyCallRefusal, ErrorCode } from '#schema/errors';
import { leftToRight } from '#schema/i18n/languages';
import { MAX_LINE_QUANTITY } from '#schema/shop';
import type { ClientFailureCode } from '../../lib/api';

type Code = ErrorCode | ClientFailureCode;

/**
 * An island's own words for the refusals it meets: one for a code, or one per field where a code means different
 * things by the field it names (a sign-up's 'invalid' password is a common one, not a rule the form checks).
 */
export type RefusalWords = Partial<Record<Code, string | Partial<Record<string, string>>>>;

/**
 * One sentence for each code a shopper's page can meet: every code any call may answer, and every code of the
 * endpoints the Urdu pages call (refusalIn takes only an endpoint whose codes are all here). The shop's own failure
 * ('internal') has none: the page's words for what failed say more.
 */
export const REFUSALS = {
  invalid: 'کچھ معلومات درست نہیں۔ براہِ کرم دیکھ کر دوبارہ بھیجیں۔',
  malformed: 'درخواست پڑھی نہیں جا سکی۔ براہِ کرم صفحہ دوبارہ کھولیں اور پھر کوشش کریں۔',
  unsupported_media_type: 'درخواست پڑھی نہیں جا سکی۔ براہِ کرم صفحہ دوبارہ کھولیں اور پھر کوشش کریں۔',
  too_large: 'یہ درخواست بہت بڑی ہے۔ براہِ کرم کم معلومات کے ساتھ دوبارہ بھیجیں۔',
  unauthorized: 'براہِ کرم دوبارہ لاگ ان کریں۔',
  session_ended: 'آپ کا سیشن ختم ہو گیا۔ براہِ کرم دوبارہ لاگ ان کریں۔',
  staff_only: 'یہ کام صرف دکان کا عملہ کر سکتا ہے۔',
  owner_only: 'یہ کام صرف دکان کا مالک کر سکتا ہے۔',
  csrf: 'براہِ کرم صفحہ دوبارہ کھولیں اور پھر کوشش کریں۔',
  not_found: 'یہ نہیں ملا۔',
  no_such_page: 'فہرست کا یہ صفحہ موجود نہیں۔ براہِ کرم صفحہ دوبارہ کھولیں۔',
  out_of_stock: 'ایک پرفیوم کا اتنا اسٹاک نہیں رہا۔ براہِ کرم اپنا کارٹ دیکھ لیں۔',
  prices_changed: 'قیمتیں بدل گئی ہیں۔ براہِ کرم اپنا کارٹ دیکھ لیں۔',
  throttled: 'بہت زیادہ کوششیں ہو گئیں۔ براہِ کرم تھوڑی دیر بعد کوشش کریں۔',
  busy: 'دکان اس وقت مصروف ہے۔ براہِ کرم دوبارہ کوشش کریں۔',
  blocked: 'اس فون نمبر پر آرڈر نہیں لیا جا سکتا۔ براہِ کرم ہم سے واٹس ایپ پر رابطہ کریں۔',
  wrong_login: 'ای میل یا پاس ورڈ درست نہیں۔',
  email_taken: 'اس ای میل سے ایک اکاؤنٹ پہلے ہی بنا ہوا ہے۔ براہِ کرم لاگ ان کریں۔',
  wrong_password: 'آپ کا موجودہ پاس ورڈ درست نہیں۔',
  same_password: 'نیا پاس ورڈ موجودہ پاس ورڈ جیسا ہے۔ براہِ کرم کوئی اور پاس ورڈ چنیں۔',
  password_names_you: 'اس پاس ورڈ میں آپ کا نام یا ای میل ہے۔ براہِ کرم کوئی اور پاس ورڈ چنیں۔',
  reset_link_spent:
    'یہ لنک اب کام نہیں کرتا: یہ استعمال ہو چکا ہے، اس کی جگہ نیا لنک بن چکا ہے، یا اس کا وقت ختم ہو گیا ہے۔',
  reset_not_allowed: 'یہ لنک اب کام نہیں کرتا۔ براہِ کرم دکان سے نیا لنک مانگیں۔',
  invite_spent: 'یہ بلاوا استعمال ہو چکا ہے یا اس کا وقت ختم ہو گیا ہے۔ براہِ کرم مالک سے نیا لنک مانگیں۔',
  already_owner: 'آپ پہلے ہی دکان کے مالک ہیں: یہ بلاوا آپ سے وہ اختیار لے لیتا۔',
  already_staff: 'آپ پہلے ہی عملے میں ہیں۔ یہ بلاوا اسی مددگار کے لیے رہنے دیں جس کے لیے بنا تھا۔',
  line_limit: `ایک پرفیوم کی زیادہ سے زیادہ ${MAX_LINE_QUANTITY} بوتلیں منگوائی جا سکتی ہیں۔`,
  cart_full: 'آپ کا کارٹ بھر گیا ہے۔ براہِ کرم پہلے ان پرفیوم کا آرڈر دیں۔',
  too_late_to_answer:
    'یہ آرڈر آگے بڑھ چکا ہے، اس لیے اب اس لنک سے جواب نہیں دیا جا سکتا۔ براہِ کرم ہمیں واٹس ایپ پر پیغام بھیجیں۔',
  not_delivered: 'آرڈر پہنچنے کے بعد آپ اس کے پرفیوم کی رائے دے سکیں گے۔',
  not_in_order: 'یہ پرفیوم اس آرڈر میں نہیں۔',
  already_reviewed: 'آپ اس آرڈر کے اس پرفیوم پر پہلے ہی رائے دے چکے ہیں۔',
  cart_empty: 'آپ کا کارٹ خالی ہے۔',
  cart_changed: 'آپ کا کارٹ بدل گیا ہے۔ براہِ کرم اپنا کارٹ دیکھ لیں۔',
  no_longer_sold: 'آپ کے کارٹ کا ایک پرفیوم اب نہیں بکتا۔ براہِ کرم اسے کارٹ سے نکال دیں۔',
  price_changed: 'اس عطر کی قیمت بدل گئی ہے۔ براہِ کرم نئی قیمت دیکھ کر دوبارہ شامل کریں۔',
  no_such_oil: 'یہ عطر ہمارے پاس نہیں۔',
  no_such_size: 'معذرت، یہ پرفیوم اس سائز میں اب دستیاب نہیں۔',
  idempotency_mismatch: 'یہ آرڈر پہلے کسی اور آرڈر کے لیے بھیجا جا چکا تھا۔ براہِ کرم دوبارہ کوشش کریں۔',
  bad_idempotency_key: 'براہِ کرم صفحہ دوبارہ کھولیں اور پھر کوشش کریں۔',
  order_not_cancellable:
    'اس آرڈر کی صورتحال بدل چکی ہے، اس لیے اب اسے یہاں منسوخ نہیں کیا جا سکتا۔ اگر اب بھی منسوخ کروانا ہو تو براہِ کرم ہمیں واٹس ایپ پر پیغام بھیجیں۔',
  network: 'دکان سے رابطہ نہیں ہو سکا۔ براہِ کرم انٹرنیٹ دیکھ کر دوبارہ کوشش کریں۔',
  unreadable: 'دکان کا جواب پڑھا نہیں جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
} satisfies Record<Exclude<AnyCallRefusal, 'internal'> | ClientFailureCode, string> & Partial<Record<Code, string>>;

/** How many of a perfume are left, as the server's 'Sorry, only 7 of Miraj left in stock.' says it. */
function stockLeft(name: string, left: number | undefined): string {
  if (left === 0) return `معذرت، ${leftToRight(name)} کا اسٹاک ختم ہو گیا ہے۔`;
  if (left === undefined) return `معذرت، ${leftToRight(name)} کا اتنا اسٹاک نہیں رہا۔`;
  return `معذرت، ${leftToRight(name)} کے صرف ${leftToRight(left)} اسٹاک میں باقی ہیں۔`;
}

/**
 * A refusal about one perfume or oil that names it (the error's `product`), and for stock how many are left: the
 * perfume's name as the shop writes it, wherever the page shows the refusal.
 */
export const NAMED_REFUSALS: Partial<Record<Code, (name: string, left?: number) => string>> = {
  out_of_stock: stockLeft,
  no_longer_sold: (name) => `معذرت، ${leftToRight(name)} اب نہیں بکتا۔ براہِ کرم اسے کارٹ سے نکال دیں۔`,
};

/** The codes the Urdu pages have words for. */
export type WordedCode = keyof typeof REFUSALS & ErrorCode;

/**
 * Adding one perfume to the cart, refused. Too few left is said with the perfume's name and count (NAMED_REFUSALS),
 * as the English is.
 */
export const ADD_REFUSALS: RefusalWords = {
  not_found: 'معذرت، یہ پرفیوم اب دستیاب نہیں۔',
};

/** What a form's field needs, said beside it: when left empty, and when filled in wrongly. */
export const FIELD_PROBLEMS = {
  required: (label: string) => `${label} ضروری ہے۔`,
  wrong: (label: string) => `براہِ کرم درست ${label} لکھیں۔`,
  email: 'براہِ کرم درست ای میل ایڈریس لکھیں۔',
  mobile: `براہِ کرم گیارہ ہندسوں کا موبائل نمبر لکھیں، جیسے ${leftToRight('0300-1234567')}۔`,
  newPassword: 'پاس ورڈ کم از کم 8 حروف کا ہو، اور اس میں آپ کا نام یا ای میل نہ ہو۔',
  sameAgain: 'دونوں پاس ورڈ ایک جیسے نہیں۔',
  terms: 'براہِ کرم شرائط و ضوابط قبول کریں۔',
};

/** A password the server's list knows as one of the commonest: the one rule a form cannot check itself. */
const COMMON_PASSWORD = 'یہ پاس ورڈ بہت عام ہے، اس کا اندازہ لگانا آسان ہے۔ براہِ کرم کوئی اور پاس ورڈ چنیں۔';

/**
 * Logging in, refused: its 429 counts failed logins. The form checks both fields by the server's own rules first,
 * so 'invalid' is rare.
 */
export const LOGIN_REFUSALS: RefusalWords = {
  throttled: 'لاگ ان کی بہت زیادہ ناکام کوششیں ہو چکی ہیں۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  invalid: { email: FIELD_PROBLEMS.email, password: FIELD_PROBLEMS.wrong('پاس ورڈ') },
};

/**
 * Signing up, refused. The form checks the name, the email and the password by the server's own rules first, so the
 * password the server still refuses is one of the commonest, which only the server's list knows.
 */
export const REGISTER_REFUSALS: RefusalWords = {
  invalid: { username: FIELD_PROBLEMS.wrong('نام'), email: FIELD_PROBLEMS.email, password: COMMON_PASSWORD },
  throttled: 'آپ کے کنکشن سے بہت زیادہ اکاؤنٹ بنائے جا چکے ہیں۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
};

/**
 * A new password refused by a rule (changing it on My account, or from a reset link): the form checks the others
 * first, so it is one of the commonest. A reset link cut short (its token missing or partial) says so, not that it
 * was used.
 */
export const NEW_PASSWORD_REFUSALS: RefusalWords = {
  invalid: {
    newPassword: COMMON_PASSWORD,
    password: COMMON_PASSWORD,
    token: 'یہ لنک ادھورا ہے۔ براہِ کرم وہ پورا لنک کھولیں جو آپ کو بھیجا گیا تھا۔',
  },
};
