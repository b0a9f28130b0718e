/**
 * Code 128, the barcode couriers' scanners read on an airway bill: a tracking number as bars, drawn as an inline SVG
 * so a label needs no image or font. A number of digits only is packed two digits to a symbol (code set C), which
 * keeps a 14-digit PostEx number short enough to scan from a 4-inch label; anything else is code set B (printable
 * ASCII). Pure: the shop's label (ShippingLabel.astro) draws each parcel's.
 */

/** Each symbol's bar and space widths in modules, bar first, by value; 103 to 105 start A, B and C; 106 stops. */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]; // prettier-ignore

const START_B = 104;
const START_C = 105;
/** In code set C: the symbols after it are code set B. */
const CODE_B = 100;
const STOP = 106;
/** Blank modules either side, so a scanner finds where the code begins. */
const QUIET_ZONE = 10;

/** The symbols' values, start to stop, the check symbol included. */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new Error('Code 128 needs something to encode');
  const data: number[] = [];
  let start = START_B;
  let rest = text;
  if (/^\d{2,}$/.test(text)) {
    start = START_C;
    const paired = text.length - (text.length % 2);
    for (let i = 0; i < paired; i += 2) data.push(Number(text.slice(i, i + 2)));
    rest = text.slice(paired);
    if (rest) data.push(CODE_B);
  }
  for (const char of rest) {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 126) throw new Error(`Code 128 B cannot encode '${char}'`);
    data.push(code - 32);
  }
  const check = data.reduce((sum, value, i) => sum + value * (i + 1), start) % 103;
  return [start, ...data, check, STOP];
}

/** The code as modules, '1' a bar and '0' a space: 11 per symbol, 13 for the stop. */
export function code128Modules(text: string): string {
  return code128Values(text)
    .map((value) => [...PATTERNS[value]!].map((width, i) => (i % 2 === 0 ? '1' : '0').repeat(Number(width))).join(''))
    .join('');
}

/** The bars of the code, left to right, in modules from the label's left edge (after the quiet zone), and the width
 * the whole code takes with its quiet zones either side. */
export function code128Bars(text: string): { bars: { x: number; width: number }[]; width: number } {
  const modules = code128Modules(text);
  const bars = [...modules.matchAll(/1+/g)].map((run) => ({ x: run.index + QUIET_ZONE, width: run[0].length }));
  return { bars, width: modules.length + 2 * QUIET_ZONE };
}
