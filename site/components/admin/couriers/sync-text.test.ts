import { describe, expect, it } from 'vitest';
import { syncText } from './sync-text';

const base = {
  courier: 'postex',
  checked: 0,
  delivered: 0,
  returned: 0,
  cancelled: 0,
  updated: 0,
  paid: 0,
  error: null,
} as const;

describe("a courier sync's outcome in the console's words", () => {
  it('counts what moved among the parcels checked', () => {
    expect(syncText({ ...base, checked: 3, delivered: 1, returned: 1, updated: 3 })).toBe(
      'checked 3 parcels: 1 delivered, 1 returned; 3 with news from the courier',
    );
    expect(syncText({ ...base, checked: 1 })).toBe(
      'checked 1 parcel: 0 delivered, 0 returned; 0 with news from the courier',
    );
  });

  it('counts the parcels the courier reports having paid for', () => {
    expect(syncText({ ...base, checked: 1, updated: 1, paid: 2 })).toBe(
      'checked 1 parcel: 0 delivered, 0 returned; 1 with news from the courier; 2 parcels reported paid',
    );
    expect(syncText({ ...base, paid: 1 })).toBe('1 parcel reported paid');
  });

  it('counts the parcels the courier cancelled, whose orders are back to processing', () => {
    expect(syncText({ ...base, checked: 2, updated: 1, cancelled: 1 })).toBe(
      'checked 2 parcels: 0 delivered, 0 returned; 1 with news from the courier; 1 parcel cancelled by the courier, its order back to processing',
    );
  });

  it('says when there was nothing to check, and the error when the courier failed', () => {
    expect(syncText(base)).toBe('no parcels on the road to check');
    expect(syncText({ ...base, checked: 2, error: 'PostEx did not answer' })).toBe(
      'could not sync: PostEx did not answer',
    );
  });
});
