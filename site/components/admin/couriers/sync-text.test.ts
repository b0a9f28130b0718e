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
  failure: null,
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

  it('words a failed sync in Urdu from what the server kept apart from any language, never its English', () => {
    const unreachable = {
      ...base,
      error: 'PostEx could not be reached: it answered 503',
      failure: { code: 'courier_unreachable', unheard: { courier: 'PostEx', why: 'failed', status: 503 } },
    } as const;
    expect(syncText(unreachable)).toBe('could not sync: PostEx could not be reached: it answered 503');
    const urdu = syncText(unreachable, 'ur');
    expect(urdu).toContain('PostEx سے رابطہ نہیں ہو سکا');
    expect(urdu).not.toMatch(/could not|answered/);

    const refused = {
      ...base,
      error: 'PostEx says: TOKEN IS INVALID',
      failure: { code: 'courier_refused', courier: { courier: 'PostEx', why: 'said', words: 'TOKEN IS INVALID' } },
    } as const;
    // The courier's own words stay as it sent them.
    expect(syncText(refused, 'ur')).toMatch(/^پوچھا نہیں جا سکا: PostEx کا جواب: .*TOKEN IS INVALID/);
    // A failure kept before the shop kept it apart from any language: Urdu words, not the English.
    expect(syncText({ ...base, error: 'D1 is down' }, 'ur')).not.toContain('D1 is down');
  });
});
