import { describe, expect, it } from 'vitest';
import { SHOP } from '#schema/shop';
import { inviteMessage, resetMessage } from './one-time-link';

const text = (link: string) => new URL(link).searchParams.get('text')!;
const link = { url: 'https://shop.example/staff-join/abc', expiresAt: '2026-11-30T15:28:00.000Z' };

describe('the one-time links’ WhatsApp texts', () => {
  it('say until when a link works in Pakistan time, as the order cards do, whatever zone the device is in', () => {
    // 3:28 pm UTC is 8:28 pm in Pakistan.
    expect(text(inviteMessage(link))).toContain('It works once, until 30 Nov 2026, 8:28 pm:');
    expect(text(resetMessage(link, 'Ayesha', '03001234567', 'en'))).toContain('until 30 Nov 2026, 8:28 pm:');
  });

  it('write an invite from the Urdu console in Urdu, leading to the Urdu join page', () => {
    const invite = { url: 'https://shop.example/staff-join#abc', expiresAt: link.expiresAt };
    const sent = text(inviteMessage(invite, 'ur'));
    expect(sent).toMatch(/^السلام علیکم! یہ لنک آپ کو .+ کے عملے میں شامل کرتا ہے۔/);
    expect(sent).toContain('30 نومبر 2026');
    expect(sent).toMatch(/\nhttps:\/\/shop\.example\/ur\/staff-join#abc$/);
    // No English but the shop's name, before the link.
    expect(sent.split('\n')[0]!.replace(SHOP.name, '')).not.toMatch(/[A-Za-z]/);
    expect(text(inviteMessage(invite))).toMatch(/\nhttps:\/\/shop\.example\/staff-join#abc$/);
  });

  it('write a reset link to a customer who orders in Urdu in Urdu, leading to the Urdu page', () => {
    const reset = { url: 'https://shop.example/reset-password#abc', expiresAt: link.expiresAt };
    const sent = resetMessage(reset, 'ثنا', '03001234567', 'ur');
    expect(new URL(sent).pathname).toBe('/923001234567');
    expect(text(sent)).toMatch(
      /^السلام علیکم ثنا، .+ کی طرف سے۔ اپنے اکاؤنٹ کا نیا پاس ورڈ چننے کے لیے یہ لنک کھولیں۔/,
    );
    expect(text(sent)).toContain('30 نومبر 2026');
    expect(text(sent)).toMatch(/\nhttps:\/\/shop\.example\/ur\/reset-password#abc$/);
    // No English but the shop's name, before the link.
    expect(text(sent).split('\n')[0]!.replace(SHOP.name, '')).not.toMatch(/[A-Za-z]/);
    expect(text(resetMessage(reset, 'Sana', null, 'en'))).toMatch(/\nhttps:\/\/shop\.example\/reset-password#abc$/);
  });
});
