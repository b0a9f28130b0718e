import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { RETURN_REASONS, restocksByDefault, returnReasonsFrom } from './returns';

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

describe("a return's restock, as the console first offers it", () => {
  it('leaves a damaged parcel off the shelf and puts any other back', () => {
    expect(RETURN_REASONS.filter((reason) => !restocksByDefault(reason))).toEqual(['damaged']);
  });
});
