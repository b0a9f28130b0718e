/**
 * Text that reads left to right inside a right-to-left sentence, in isolates (U+2066 … U+2069): after Urdu letters
 * a phone number's two halves are Arabic numbers that right to left sets apart, so 0300-1234567 would read
 * 1234567-0300. Markup isolates with <bdi dir="ltr">; a plain string (a refusal, a WhatsApp text) with this.
 */
export const leftToRight = (text: string | number): string => `\u2066${text}\u2069`;
