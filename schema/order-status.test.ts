import { describe, expect, it } from 'vitest';
import {
  canChangeStatus,
  isOrderStatus,
  nextStatuses,
  ORDER_STATUSES,
  refusedChangeMessage,
  type OrderStatus,
} from './order-status';

const ALLOWED: Array<[OrderStatus, OrderStatus]> = [
  ['pending', 'processing'],
  ['processing', 'shipped'],
  ['shipped', 'delivered'],
  ['pending', 'cancelled'],
  ['processing', 'cancelled'],
  ['shipped', 'returned'],
  ['delivered', 'returned'],
];

describe('order status changes', () => {
  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canChangeStatus(from, to)).toBe(true);
  });

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => !ALLOWED.some(([a, b]) => a === from && b === to)).map((to) => [from, to] as const),
  );

  it('refuses every other change, including staying put', () => {
    expect(refused).toHaveLength(36 - ALLOWED.length);
    for (const [from, to] of refused) expect(canChangeStatus(from, to), `${from} → ${to}`).toBe(false);
  });

  it('offers only a return after delivery, and nothing after cancellation or a return', () => {
    expect(nextStatuses('delivered')).toEqual(['returned']);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(nextStatuses('returned')).toEqual([]);
    expect(nextStatuses('pending')).toEqual(['processing', 'cancelled']);
  });

  it('names the current status when refusing', () => {
    expect(refusedChangeMessage('shipped', 'cancelled')).toBe(
      'This order is shipped; it can only be marked delivered or returned, not cancelled.',
    );
    expect(refusedChangeMessage('returned', 'pending')).toBe(
      'This order is returned; its status can no longer change.',
    );
    expect(refusedChangeMessage('pending', 'pending')).toBe('This order is already pending.');
    // Refused though allowed: someone moved it there while the change was being made.
    expect(refusedChangeMessage('processing', 'cancelled')).toBe(
      'This order was marked processing meanwhile. Please check it and try again.',
    );
  });

  it('knows the six statuses and nothing else', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus('refunded')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});
