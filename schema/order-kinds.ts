/**
 * The two kinds of order the shop takes, kept in one table: perfume bottles delivered by a courier, and perfume oils
 * sold wholesale by the volume and settled over WhatsApp. Each kind numbers its orders on its own (display-number.ts).
 */
export const ORDER_KINDS = ['perfume', 'oils'] as const;

export type OrderKindName = (typeof ORDER_KINDS)[number];
