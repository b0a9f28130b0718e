import { describe, expect, it } from 'vitest';
import { inviteMessage, resetMessage } from './one-time-link';

const text = (link: string) => new URL(link).searchParams.get('text')!;
const link = { url: 'https://shop.example/staff-join/abc', expiresAt: '2026-11-30T15:28:00.000Z' };

describe('the one-time links’ WhatsApp texts', () => {
  it('say until when a link works in Pakistan time, as the order cards do, whatever zone the device is in', () => {
    // 3:28 pm UTC is 8:28 pm in Pakistan.
    expect(text(inviteMessage(link))).toContain('It works once, until 30 Nov 2026, 8:28 pm:');
    expect(text(resetMessage(link, 'Ayesha', '03001234567'))).toContain('until 30 Nov 2026, 8:28 pm:');
  });
});
