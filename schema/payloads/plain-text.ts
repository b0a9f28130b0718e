/**
 * Names, addresses, cities and usernames are one line of visible text. Line breaks, control characters and
 * invisible formatting (zero-width spaces, direction overrides, byte order marks) have no place in them, and in the
 * WhatsApp messages built from them they could forge a line ('Total to pay: Rs 1'). Zero-width non-joiner and
 * joiner (U+200C, U+200D) stay allowed: Urdu spelling and emoji use them. Plain functions, so the browser's forms
 * can use them without zod.
 */
const HIDDEN = /[\p{Cc}\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

export const hasHiddenCharacters = (text: string) => HIDDEN.test(text);

export const hiddenCharactersMessage = (label: string) => `${label} cannot contain line breaks or hidden characters`;

/**
 * Free text (a quote's message) may break lines, but carries no other control character (a NUL, an escape) and no
 * invisible formatting that reorders or hides what the owner reads (direction overrides and isolates).
 */
const HIDDEN_IN_TEXT =
  /(?![\n\r\t])[\p{Cc}\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

export const hasHiddenCharactersInText = (text: string) => HIDDEN_IN_TEXT.test(text);

export const hiddenCharactersInTextMessage = (label: string) => `${label} cannot contain hidden characters`;
