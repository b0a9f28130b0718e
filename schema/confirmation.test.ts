import { describe, expect, it } from 'vitest';
import { asksForConfirmation, canChangeConfirmation } from './confirmation';
import { ORDER_STATUSES } from './order-status';

describe('the cash-on-delivery confirmation', () => {
  it('can change until the order is delivered or cancelled', () => {
    expect(ORDER_STATUSES.filter(canChangeConfirmation)).toEqual(['pending', 'processing', 'shipped']);
  });

  it('is asked for on WhatsApp only before the parcel leaves', () => {
    expect(ORDER_STATUSES.filter(asksForConfirmation)).toEqual(['pending', 'processing']);
  });
});
