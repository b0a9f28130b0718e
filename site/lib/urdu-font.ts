/**
 * The Urdu pages' typeface: Noto Naskh Arabic, a Naskh that stays clear at 16 px on a phone where a Nastaliq's
 * stacked words blur, and whose subset of the letters the shop writes (13 KB) is about a tenth of a Nastaliq's
 * (104 KB). The phone's own Naskh is taken first (local()). The Urdu pages preload the shop's copy all the same, so a
 * phone without one has it by the first paint (13 KB that a phone with its own Naskh fetches for nothing); where it
 * comes later, the text shows at once in whatever the phone has (font-display: swap).
 *
 * The copy's address names its content (a new build with new letters brings a new name, so a phone may keep each
 * copy for a year), and the content is only known once the pages are built: the pages carry URDU_FONT_PLACEHOLDER,
 * which the build's last step (urdu-font-subset.ts) replaces.
 */
export const URDU_FONT_PLACEHOLDER = '/_astro/urdu-font.woff2';

/**
 * Every source of the face (the phone's Naskh, its tighter "UI" cut, the shop's copy) is held to the same metrics,
 * the copy's own ascent and descent, grown by a tenth: Naskh letters are small beside Latin ones at the same size.
 * 1.1 x (1.069 + 0.634) em fits inside the 1.9 lines every Urdu element is given (global.css), so a swap from one
 * source to another changes no line's height.
 */
export function urduFontFace(src: string): string {
  return (
    "@font-face{font-family:'Shop Urdu';" +
    "src:local('Noto Naskh Arabic'),local('NotoNaskhArabic-Regular'),local('Noto Naskh Arabic UI'),local('NotoNaskhArabicUI-Regular')," +
    `url(${src}) format('woff2');` +
    'font-display:swap;unicode-range:U+0600-06FF,U+0750-077F,U+200C-200F,U+FB50-FDFF,U+FE70-FEFF;' +
    'size-adjust:110%;ascent-override:106.9%;descent-override:63.4%;line-gap-override:0%}'
  );
}
