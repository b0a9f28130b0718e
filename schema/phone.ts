/**
 * The shop's one rule for Pakistani mobile numbers. People type and paste them in every form: 0300-1234567,
 * 0300 1234567, +92 300 1234567, 0092 300 1234567, 92 300 1234567 (phones autofill the international form,
 * contacts paste it). All of them are the same number, stored as its 11 local digits, 03001234567, and shown
 * as 0300-1234567 wherever a person reads or dials it.
 */
import { westernDigits } from './digits';

export const PHONE_MESSAGE = 'Please enter a valid 11-digit phone number';
/** Eleven digits, but a landline's (0423-5761234): the courier and WhatsApp need a mobile. */
export const LANDLINE_MESSAGE = 'Please enter a mobile number (03XX-XXXXXXX)';

/**
 * Spaces (any kind), dashes (any kind), dots and brackets people put between the digit groups, and the invisible
 * marks a copy brings along: an Urdu phone's contacts and WhatsApp wrap a number in direction marks and isolates
 * (U+202A ... U+202C) so it reads left to right inside Urdu text.
 */
const SEPARATORS = /[\s\u2010-\u2015\u2212().\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069-]/g;
/**
 * The country code in its written forms, and the trunk 0 some keep after it (+92 0300...), before the ten digits
 * of a Pakistani number: a mobile's (3...) or a landline's (42 3576...).
 */
const COUNTRY_CODE = /^(?:\+92|0092|92)0?(?=\d{10}$)/;
const MOBILE = /^03\d{9}$/;
const LANDLINE = /^0[1-24-9]\d{9}$/;

/** A number as typed, as its local digits: Western digits, no separators, 0 for the country code. */
function localDigits(typed: string): string {
  return westernDigits(typed).replace(SEPARATORS, '').replace(COUNTRY_CODE, '0');
}

/**
 * The country code before the start of a mobile number (+92 345, 0092 345, 92 345, +92 0345): a piece of a number
 * that begins this way is the start of one, whose 0 the code stands for.
 */
const COUNTRY_CODE_BEFORE_MOBILE = /^(?:\+92|0092|92)0?(?=3)/;

/**
 * A piece of a phone as typed (its start or some digits of it, as a search box gets it), as the digits the shop keeps
 * it with: Western digits, no separators, and a country code in any written form (+92, 0092, 92) before a mobile's 3
 * as the 0 it stands for, so '+92 345 000', '0092 345-000', '92 345 000' and '۰۳۴۵ ۰۰۰' are all '0345000'. Null when
 * the text is not digits and what people put between them.
 */
export function phonePiece(typed: string): string | null {
  const text = westernDigits(typed).replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(text)) return null;
  return text.replace(COUNTRY_CODE_BEFORE_MOBILE, '0').replace(/^\+/, '');
}

/** A Pakistani mobile number as typed, as its 11 local digits (03001234567), or null when it is not one. */
export function normalizePhone(typed: string): string | null {
  const digits = localDigits(typed);
  return MOBILE.test(digits) ? digits : null;
}

/** Why a typed phone is refused: a landline's 11 digits, in any written form, are told apart from a wrong length. */
export function phoneProblem(typed: string): string {
  return LANDLINE.test(localDigits(typed)) ? LANDLINE_MESSAGE : PHONE_MESSAGE;
}

/**
 * A phone as people read and dial it, 0300-1234567. A number the rule does not know (an old order's landline)
 * is shown as it was stored. In a CSV the dash also keeps spreadsheets from dropping the leading zero.
 */
export function formatPhone(phone: string): string {
  const local = normalizePhone(phone) ?? (/^\d{11}$/.test(phone) ? phone : null);
  return local ? `${local.slice(0, 4)}-${local.slice(4)}` : phone;
}

/** The number in the international form https://wa.me/ wants (923001234567), or null when it is not a mobile. */
export function whatsappNumber(phone: string): string | null {
  const local = normalizePhone(phone);
  return local && `92${local.slice(1)}`;
}
