/**
 * The shop's refusals in Urdu, chosen by the refusal's code (and a form's field by its name), never by the server's
 * English words: the server may reword those at any time.
 */
import type { ErrorCode } from '#schema/errors';
import { MAX_LINE_QUANTITY } from '#schema/shop';
import type { ClientFailureCode } from '../../lib/api';

export const REFUSALS: Partial<Record<ErrorCode | ClientFailureCode, string>> = {
  invalid: 'کچھ معلومات درست نہیں۔ براہِ کرم دیکھ کر دوبارہ بھیجیں۔',
  unauthorized: 'براہِ کرم دوبارہ لاگ ان کریں۔',
  session_ended: 'آپ کا سیشن ختم ہو گیا۔ براہِ کرم دوبارہ لاگ ان کریں۔',
  csrf: 'براہِ کرم صفحہ دوبارہ کھولیں اور پھر کوشش کریں۔',
  not_found: 'یہ نہیں ملا۔',
  conflict: 'آپ کی ٹوکری بدل گئی ہے۔ براہِ کرم اپنی ٹوکری دیکھ لیں۔',
  out_of_stock: 'ایک پرفیوم کا اتنا اسٹاک نہیں رہا۔ براہِ کرم اپنی ٹوکری دیکھ لیں۔',
  prices_changed: 'قیمتیں بدل گئی ہیں۔ براہِ کرم اپنی ٹوکری دیکھ لیں۔',
  duplicate: 'یہ پہلے سے موجود ہے۔',
  gone: 'یہ اب دستیاب نہیں۔',
  throttled: 'بہت زیادہ کوششیں ہو گئیں۔ براہِ کرم تھوڑی دیر بعد کوشش کریں۔',
  busy: 'دکان اس وقت مصروف ہے۔ براہِ کرم دوبارہ کوشش کریں۔',
  blocked: 'اس فون نمبر پر آرڈر نہیں لیا جا سکتا۔ براہِ کرم ہم سے واٹس ایپ پر رابطہ کریں۔',
  network: 'دکان سے رابطہ نہیں ہو سکا۔ براہِ کرم انٹرنیٹ دیکھ کر دوبارہ کوشش کریں۔',
  unreadable: 'دکان کا جواب پڑھا نہیں جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
};

/**
 * Adding one perfume to the cart, refused: said beside that perfume, so it need not be named. The only 'invalid' an
 * add meets from a page's own buttons is a line past its most; 'conflict' is a cart holding as many perfumes as
 * one order can take.
 */
export const ADD_REFUSALS: Partial<Record<ErrorCode, string>> = {
  out_of_stock: 'معذرت، اس پرفیوم کا اتنا اسٹاک نہیں رہا۔',
  not_found: 'معذرت، یہ پرفیوم اب دستیاب نہیں۔',
  invalid: `ایک پرفیوم کی زیادہ سے زیادہ ${MAX_LINE_QUANTITY} بوتلیں منگوائی جا سکتی ہیں۔`,
  conflict: 'آپ کی ٹوکری بھر گئی ہے۔ براہِ کرم پہلے ان پرفیوم کا آرڈر دیں۔',
};

/** What a form's field needs, said beside it: when left empty, and when filled in wrongly. */
export const FIELD_PROBLEMS = {
  required: (label: string) => `${label} ضروری ہے۔`,
  wrong: (label: string) => `براہِ کرم درست ${label} لکھیں۔`,
  email: 'براہِ کرم درست ای میل ایڈریس لکھیں۔',
  mobile: 'براہِ کرم گیارہ ہندسوں کا موبائل نمبر لکھیں، جیسے 0300-1234567۔',
  newPassword: 'پاس ورڈ کم از کم 8 حروف کا ہو، اور اس میں آپ کا نام یا ای میل نہ ہو۔',
  sameAgain: 'دونوں پاس ورڈ ایک جیسے نہیں۔',
  terms: 'براہِ کرم شرائط و ضوابط قبول کریں۔',
};
