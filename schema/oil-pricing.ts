/**
 * The one oil price rule, used by the worker to price every line and by the wholesale page
 * to show the price as the shopper picks: base price (for 25 ml) x volume / 25, in whole rupees.
 */
export const OIL_VOLUMES = [25, 50, 100, 250, 500, 1000] as const;
export type OilVolume = (typeof OIL_VOLUMES)[number];
export const DEFAULT_OIL_VOLUME: OilVolume = 25;
/** The volume an oil's base price is for. */
export const BASE_VOLUME = 25;
/** An oils cart holds at most this many lines. */
export const MAX_OILS_CART_LINES = 50;

export function isOilVolume(volume: number): volume is OilVolume {
  return (OIL_VOLUMES as readonly number[]).includes(volume);
}

/** Every allowed volume is a whole multiple of 25 ml, so whole-rupee base prices stay whole. */
export function oilPrice(basePrice: number, volume: OilVolume): number {
  return (basePrice * volume) / BASE_VOLUME;
}

export function oilsTotal(lines: readonly { price: number }[]): number {
  return lines.reduce((sum, line) => sum + line.price, 0);
}
