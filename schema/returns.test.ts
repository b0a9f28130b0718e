import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { RETURN_REASONS, returnReasonsFrom } from './returns';

describe('the reasons a parcel may come back for', () => {
  it('are all of them for a parcel still on the road', () => {
    expect(returnReasonsFrom('shipped')).toEqual(RETURN_REASONS);
  });

  it('are those of a parcel the customer received, once it was delivered', () => {
    expect(returnReasonsFrom('delivered')).toEqual(['customer-return', 'damaged', 'other']);
    for (const status of ORDER_STATUSES)
      expect(returnReasonsFrom(status).every((reason) => RETURN_REASONS.includes(reason))).toBe(true);
  });
});
