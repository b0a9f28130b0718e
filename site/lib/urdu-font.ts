/**
 * The Urdu pages' typeface: Noto Naskh Arabic, a Naskh that stays clear at 16 px on a phone where a Nastaliq's
 * stacked words blur, and whose subset of the letters the shop writes (13 KB) is about a tenth of a Nastaliq's
 * (104 KB). The phone's own Naskh is taken first (local()), and draws from the first paint.
 *
 * A phone without one paints the words at once in the Urdu font it has, and fetches the shop's copy only once the
 * page has shown its main picture, for the next pages (UrduFont.astro): on a 2G link those 13 KB, fetched
 * first, held the first paint back by most of a second; and arriving after it, no font of other letters can be sized
 * to break every line where the Naskh does (DejaVu Sans, scaled to the Naskh's length, still moved some hundred
 * boxes of the home page). So a page uses the copy only when it is already on the phone, and never swaps it in late
 * (font-display: optional).
 *
 * The copy's address names its content (a new build with new letters brings a new name, so a phone may keep each
 * copy for a year), and the content is only known once the pages are built: the pages carry URDU_FONT_PLACEHOLDER,
 * which the build's last step (urdu-font-subset.ts) replaces.
 */
export const PLACEHOLDER_NAME = 'urdu-font.woff2';
export const URDU_FONT_PLACEHOLDER = '/_astro/urdu-font.woff2';

/**
 * The phone's own Naskh, by the PostScript names of Android's two cuts (a browser matches local() by PostScript or
 * full name, and Linux and desktop copies carry the same). Each name is a lookup in the first layout of every Urdu
 * page, so only these two.
 */
const LOCAL_NASKH = "local('NotoNaskhArabic-Regular'),local('NotoNaskhArabicUI-Regular')";

/**
 * Every source of the face (the phone's Naskh, its tighter "UI" cut, the shop's copy) is held to the same metrics,
 * the copy's own ascent and descent, grown by a tenth: Naskh letters are small beside Latin ones at the same size.
 * 1.1 x (1.069 + 0.634) em fits inside the 1.9 lines every Urdu element is given (global.css). The face draws Arabic
 * script and the joiners between its letters.
 */
const face = (src: string, display: 'swap' | 'optional') =>
  `@font-face{font-family:'Shop Urdu';src:${src};font-display:${display};` +
  'unicode-range:U+0600-06FF,U+0750-077F,U+200C-200F,U+FB50-FDFF,U+FE70-FEFF;' +
  'size-adjust:110%;ascent-override:106.9%;descent-override:63.4%;line-gap-override:0%}';

/** The phone's own Naskh, which every Urdu page declares. */
export const LOCAL_URDU_FACE = face(LOCAL_NASKH, 'swap');

/** The whole face, the shop's copy at `src` after the phone's own Naskh, declared when the copy is on the phone. */
export const urduFontFace = (src: string): string => face(`${LOCAL_NASKH},url(${src}) format('woff2')`, 'optional');
