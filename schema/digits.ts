/** Urdu and Arabic keyboards type their own digits; the number is the same. */
const LOCAL_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** The text with its Urdu (Eastern Arabic) and Arabic digits written as Western ones: '۰۳۰۰' is '0300'. */
export const westernDigits = (typed: string): string =>
  typed.replace(LOCAL_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
