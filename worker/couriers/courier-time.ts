/**
 * A courier's time as it writes it, in milliseconds: Pakistan's couriers write their local time without a zone
 * ('2026-11-29 14:05:00', '29/11/2026 14:05'), which is Pakistan Standard Time (UTC+5, no daylight saving); a time
 * with a zone is read as written. Null when there is none or it cannot be read.
 */
const PKT = '+05:00';

export function courierTime(written: string | null | undefined): number | null {
  const text = written?.trim();
  if (!text) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/.exec(text);
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  let ms: number;
  if (iso) {
    const [, y, mo, d, h, mi, s = '00'] = iso;
    ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${PKT}`);
  } else if (dayFirst) {
    const [, d, mo, y, h = '00', mi = '00', s = '00'] = dayFirst;
    ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${PKT}`);
  } else {
    ms = Date.parse(text);
  }
  return Number.isFinite(ms) ? ms : null;
}
