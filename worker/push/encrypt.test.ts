import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './base64url';
import { encryptPush, senderFrom } from './encrypt';

/** RFC 8291's worked example (its Appendix A, for the encryption Section 3 describes). */
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A' +
    '_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

describe('Web Push encryption (RFC 8291, aes128gcm)', () => {
  it("gives the RFC's example body byte for byte from its keys and salt", async () => {
    const sender = await senderFrom(RFC.asPrivate, RFC.asPublic, RFC.salt);
    const body = await encryptPush(
      new TextEncoder().encode(RFC.plaintext),
      { p256dh: RFC.uaPublic, auth: RFC.auth },
      sender,
    );
    expect(toBase64url(body)).toBe(RFC.body);
  });

  it('writes a fresh salt and key each time, with the header RFC 8188 asks for', async () => {
    const keys = { p256dh: RFC.uaPublic, auth: RFC.auth };
    const payload = new TextEncoder().encode('New order FS-10427');
    const [a, b] = await Promise.all([encryptPush(payload, keys), encryptPush(payload, keys)]);
    expect(toBase64url(a.slice(0, 16))).not.toBe(toBase64url(b.slice(0, 16)));
    expect(new DataView(a.buffer).getUint32(16)).toBe(4096);
    expect(a[20]).toBe(65);
    expect(a[21]).toBe(4);
    // The payload, its delimiter and the 16-byte tag after the 86-byte header.
    expect(a.length).toBe(86 + payload.length + 1 + 16);
    expect(fromBase64url(RFC.uaPublic)).toHaveLength(65);
  });
});
