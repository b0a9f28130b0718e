import { PERFUME_FORMAT } from './shop';
/**
 * A cart or order line is a perfume in one size, its bottle (no ml, or 0) or a tester or sample size: its key. Here,
 * without zod, for the islands as for the Worker.
 */
export const lineKey = (line: { productId: string; ml?: number | null }) => `${line.productId}:${line.ml ?? 0}`;

/**
 * A line's name with its tester or sample size, as the cart's messages, the receipt, the console and the parcel say
 * it: 'Miraj 10 ml'. The full bottle's (no size) is the perfume's own name.
 */
export const sizedName = (name: string, size: number | null | undefined) => (size ? `${name} ${size} ml` : name);

/**
 * A line's format in the shop's short form: its tester or sample size's ('10ml'), else its bottle's as the owner sized
 * it ('100ml'); the shop's usual bottle when that is not known (an order line from before it was kept).
 */
export const lineFormat = (size: number | null | undefined, bottleMl?: number | null) => {
  const ml = size || bottleMl;
  return ml ? `${ml}ml` : PERFUME_FORMAT;
};
