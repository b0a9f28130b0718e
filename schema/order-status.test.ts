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
];

describe('order status changes', () => {
  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canChangeStatus(from, to)).toBe(true);
  });

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => !ALLOWED.some(([a, b]) => a === from && b === to)).map((to) => [from, to] as const),
  );

  it('refuses every other change, including staying put', () => {
    expect(refused).toHaveLength(25 - ALLOWED.length);
    for (const [from, to] of refused) expect(canChangeStatus(from, to), `${from} → ${to}`).toBe(false);
  });

  it('offers nothing after delivery or cancellation', () => {
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(nextStatuses('pending')).toEqual(['processing', 'cancelled']);
  });

  it('names the current status when refusing', () => {
    expect(refusedChangeMessage('shipped', 'cancelled')).toBe(
      'This order is shipped; it can only be marked delivered, not cancelled.',
    );
    expect(refusedChangeMessage('delivered', 'pending')).toBe(
      'This order is delivered; its status can no longer change.',
    );
    expect(refusedChangeMessage('pending', 'pending')).toBe('This order is already pending.');
  });

  it('knows the five statuses and nothing else', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus('refunded')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});
