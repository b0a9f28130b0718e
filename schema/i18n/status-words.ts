/**
 * An order's status in the words each language's pages show it (the console's cards and filters, the receipt, My
 * orders); the orders filter finds a status by either's, so the owner types what their console shows.
 */
import type { Lang } from '../lang';
import { STATUS_LABELS, type OrderStatus } from '../order-status';

export const STATUS_WORDS: Record<Lang, Record<OrderStatus, string>> = {
  en: STATUS_LABELS,
  ur: {
    // 'New', not 'awaiting confirmation': an order the shopper has confirmed is still pending until it is prepared.
    pending: 'نیا',
    processing: 'تیاری میں',
    shipped: 'روانہ',
    delivered: 'پہنچ گیا',
    cancelled: 'منسوخ',
    returned: 'واپس آ گیا',
  },
};
