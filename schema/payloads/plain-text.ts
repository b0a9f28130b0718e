/**
 * The one rule for which characters free text may hold: names, addresses, cities, usernames, notes (one line of
 * visible text) and messages, descriptions (which may also break lines). Control characters, line and paragraph
 * separators and invisible characters have no place in them: in the WhatsApp messages built from them they could
 * forge a line ('Total to pay: Rs 1'), and in the console they could hide or reorder what the owner reads, or make
 * two names look alike. Zero-width non-joiner and joiner (U+200C, U+200D) and variation selectors stay allowed:
 * Urdu spelling and emoji use them. Plain functions, so the browser's forms can use them without zod.
 */
const INVISIBLE = [
  '\\u00AD', // soft hyphen
  '\\u034F', // combining grapheme joiner
  '\\u061C', // Arabic letter mark
  '\\u115F\\u1160\\u3164\\uFFA0', // Hangul fillers, blank letters
  '\\u17B4\\u17B5', // Khmer inherent vowels, never drawn
  '\\u180E', // Mongolian vowel separator
  '\\u200B\\u200E\\u200F', // zero-width space, direction marks
  '\\u2028-\\u202E', // line and paragraph separators, direction embeddings and overrides
  '\\u2060-\\u206F', // word joiner, invisible operators, direction isolates, deprecated formatting
  '\\uFEFF', // byte order mark
  '\\uFFF9-\\uFFFB', // interlinear annotation
  '\\u{E0000}-\\u{E007F}', // tag characters
].join('');

/** Noncharacters (U+FDD0-FDEF and the last two of every plane), which no text exchanged between people holds. */
const NONCHARACTERS = [
  '\\uFDD0-\\uFDEF',
  ...Array.from({ length: 17 }, (_, plane) => {
    const last = (plane * 0x10000 + 0xfffe).toString(16);
    return `\\u{${last}}\\u{${(plane * 0x10000 + 0xffff).toString(16)}}`;
  }),
].join('');

/** \p{Cs}: a lone surrogate, half of a character that a broken client cut in two. */
const FORBIDDEN = `\\p{Cs}${INVISIBLE}${NONCHARACTERS}`;

const HIDDEN = new RegExp(`[\\p{Cc}${FORBIDDEN}]`, 'u');

export const hasHiddenCharacters = (text: string) => HIDDEN.test(text);

const EVERY_HIDDEN = new RegExp(`[\\p{Cc}${FORBIDDEN}]`, 'gu');

/** The text without any of those characters, to repeat what someone typed where a page speaks in its own words. */
export const withoutHiddenCharacters = (text: string) => text.replace(EVERY_HIDDEN, '');

export const hiddenCharactersMessage = (label: string) => `${label} cannot contain line breaks or hidden characters`;

/** Free text (a quote's message, a description) may also break lines and hold tabs. */
const HIDDEN_IN_TEXT = new RegExp(`(?![\\n\\r\\t])[\\p{Cc}${FORBIDDEN}]`, 'u');

export const hasHiddenCharactersInText = (text: string) => HIDDEN_IN_TEXT.test(text);

export const hiddenCharactersInTextMessage = (label: string) => `${label} cannot contain hidden characters`;
