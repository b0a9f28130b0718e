import { describe, expect, it } from 'vitest';
import { actorText, timelineText } from './timeline-text';

const at = '2026-04-12T10:05:00.000Z';
const owner = { role: 'owner' as const, name: 'Ayesha' };

describe("the order timeline's words", () => {
  it('says each kind of entry', () => {
    expect(timelineText({ kind: 'status', status: 'cancelled', at, by: owner })).toBe('Status: Cancelled');
    expect(timelineText({ kind: 'status', status: 'returned', reason: 'refused', restock: true, at, by: owner })).toBe(
      'Status: Returned (Refused at the door; back in stock)',
    );
    expect(timelineText({ kind: 'status', status: 'returned', reason: 'damaged', restock: false, at, by: owner })).toBe(
      'Status: Returned (Damaged in transit; not restocked)',
    );
    expect(timelineText({ kind: 'confirmation', confirmation: 'confirmed', at, by: owner })).toBe(
      'Confirmation: Confirmed',
    );
    expect(timelineText({ kind: 'note', text: 'Deliver after 5 pm', at, by: owner })).toBe('Note: Deliver after 5 pm');
    expect(
      timelineText({ kind: 'booking-cancelled', courier: 'Leopards', trackingNumber: 'LE7729135', at, by: owner }),
    ).toBe('The Leopards booking LE7729135 was cancelled; the order is back to processing.');
    // Back to processing by a courier is its own system cancelling the parcel; by a person it is a plain step.
    const postex = { role: 'courier' as const, name: 'PostEx' };
    expect(timelineText({ kind: 'status', status: 'processing', at, by: postex })).toBe(
      'The courier cancelled the parcel; the order is back to processing, to book again.',
    );
    expect(timelineText({ kind: 'status', status: 'processing', at, by: postex }, 'ur')).toBe(
      'کورئیر نے پارسل منسوخ کر دیا؛ آرڈر واپس تیاری میں ہے، دوبارہ بُک کرنے کے لیے۔',
    );
    expect(timelineText({ kind: 'status', status: 'processing', at, by: owner })).toBe('Status: Processing');
    expect(timelineText({ kind: 'message', message: 'tracking', at, by: owner })).toBe(
      'Sent the tracking number on WhatsApp',
    );
  });

  it('says what an edit changed: lines, delivery fields and the total', () => {
    expect(
      timelineText({
        kind: 'edit',
        at,
        by: owner,
        lines: [{ name: 'Khas', from: 1, to: 3 }],
        address: ['phone', 'alternatePhone'],
        total: { from: 1599, to: 4397 },
      }),
    ).toBe('Changed Khas 1 → 3; delivery phone, alternate phone; total Rs 1,599 → Rs 4,397');
    expect(
      timelineText({
        kind: 'edit',
        at,
        by: owner,
        lines: [{ name: 'Khas', from: 1, to: 2 }],
        address: [],
        total: { from: 1799, to: 3399 },
        confirmAgain: true,
      }),
    ).toBe('Changed Khas 1 → 2; total Rs 1,799 → Rs 3,399; the new total needs the customer’s confirmation');
    expect(timelineText({ kind: 'edit', at, by: owner, lines: [], address: ['city'], total: { from: 1, to: 1 } })).toBe(
      'Changed delivery city',
    );
    // The notes for the courier are named once: 'delivery delivery notes' read as a slip.
    expect(
      timelineText({ kind: 'edit', at, by: owner, lines: [], address: ['deliveryNotes'], total: { from: 1, to: 1 } }),
    ).toBe('Changed delivery notes');
    expect(
      timelineText({
        kind: 'edit',
        at,
        by: owner,
        lines: [],
        address: ['landmark', 'deliveryNotes'],
        total: { from: 1, to: 1 },
      }),
    ).toBe('Changed delivery landmark, notes');
  });

  it("says who: the shop by role, the shopper, a courier's own system, or nobody for old entries", () => {
    expect(actorText(owner)).toBe('Owner (Ayesha)');
    // A parcel the courier's system delivered or brought back, read by the courier sync.
    expect(actorText({ role: 'courier', name: 'PostEx' })).toBe('Courier (PostEx)');
    expect(actorText({ role: 'shopper', name: 'Sana' })).toBe('the shopper (Sana)');
    expect(actorText(null)).toBe('');
  });

  it('says each kind of entry in Urdu, its numbers and amounts left to right and its names as written', () => {
    const ltr = (text: string) => `\u2066${text}\u2069`;
    expect(
      timelineText({ kind: 'status', status: 'returned', reason: 'refused', restock: false, at, by: owner }, 'ur'),
    ).toBe('صورتحال: واپس آ گیا (دروازے پر لینے سے انکار؛ اسٹاک میں واپس نہیں)');
    expect(timelineText({ kind: 'confirmation', confirmation: 'no-answer', at, by: owner }, 'ur')).toBe(
      'تصدیق: جواب نہیں ملا',
    );
    expect(timelineText({ kind: 'message', message: 'thanks', at, by: owner }, 'ur')).toBe('واٹس ایپ پر شکریہ بھیجا');
    expect(
      timelineText(
        { kind: 'booking-cancelled', courier: 'PostEx', trackingNumber: '52181602906144', at, by: owner },
        'ur',
      ),
    ).toBe(`PostEx کی بکنگ ${ltr('52181602906144')} منسوخ ہوئی؛ آرڈر واپس تیاری میں ہے۔`);
    expect(
      timelineText(
        {
          kind: 'edit',
          at,
          by: owner,
          lines: [{ name: 'Khas', from: 1, to: 3 }],
          address: ['phone', 'deliveryNotes'],
          total: { from: 1599, to: 4397 },
          confirmAgain: true,
        },
        'ur',
      ),
    ).toBe(
      `بدلا: Khas ${ltr('1 → 3')}؛ ڈیلیوری کا فون، ہدایات؛ کل ${ltr('Rs 1,599 → Rs 4,397')}؛ نئی کل رقم پر گاہک کی تصدیق چاہیے`,
    );
    expect(actorText(owner, 'ur')).toBe(`مالک (${ltr('Ayesha')})`);
    expect(actorText({ role: 'shopper', name: 'Sana' }, 'ur')).toBe(`خریدار (${ltr('Sana')})`);
    expect(actorText({ role: 'courier', name: 'PostEx' }, 'ur')).toBe(`کورئیر (${ltr('PostEx')})`);
  });
});
