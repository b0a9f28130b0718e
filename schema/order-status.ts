/**
 * An order's life: pending → processing → shipped → delivered, pending or processing → cancelled, and shipped or
 * delivered → returned (a parcel refused at the door, or sent back: schema/returns.ts says why).
 * Only an admin moves an order along; the worker refuses any other change, and the admin page only offers these.
 */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The most orders one bulk status change takes (the console sends more in several). */
export const MAX_BULK_ORDERS = 200;

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an admin may move an order to from `from` (none once it is delivered or cancelled). */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * Why a change is refused, in words the admin reads (the API's 409 message). A change `from` allows was refused
 * because someone moved the order to `from` while it was being made.
 */
export function refusedChangeMessage(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `This order is already ${from}.`;
  const allowed = NEXT[from];
  if (allowed.length === 0) return `This order is ${from}; its status can no longer change.`;
  if (allowed.includes(to)) return `This order was marked ${from} meanwhile. Please check it and try again.`;
  return `This order is ${from}; it can only be marked ${allowed.join(' or ')}, not ${to}.`;
}
