/**
 * The lines checkout would refuse as they are, as the server's cart says of them: a perfume (or size) no longer sold,
 * or more of one than the shelf holds. The cart's and checkout's totals leave them out, and the shopper orders only
 * once they are removed or lowered.
 */
import type { CartLine } from '#schema/answers/cart';

type Flags = Pick<CartLine, 'noLongerSold' | 'stockLeft'>;

export const isHeldBack = (line: Flags): boolean => line.noLongerSold || line.stockLeft !== null;

export const orderableLines = <Line extends Flags>(lines: readonly Line[]): Line[] =>
  lines.filter((line) => !isHeldBack(line));

export const heldBackLines = <Line extends Flags>(lines: readonly Line[]): Line[] => lines.filter(isHeldBack);
