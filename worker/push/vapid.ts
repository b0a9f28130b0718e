/**
 * VAPID (RFC 8292): each push request carries a JWT signed with the shop's P-256 key (ES256), for the push
 * service's origin, valid 12 hours, naming whom to contact; the service checks it against the public key the
 * browser subscribed with (applicationServerKey).
 */
import { toBase64url } from './base64url';
import { importSigningKey } from './keys';

export interface VapidKeys {
  /** base64url, the 65-byte public point: also the console's applicationServerKey. */
  publicKey: string;
  /** base64url, the 32-byte private scalar. */
  privateKey: string;
  /** A mailto: or https: address the push service can reach the shop at. */
  subject: string;
}

const TOKEN_SECONDS = 12 * 60 * 60;
const encoder = new TextEncoder();
const part = (value: object) => toBase64url(encoder.encode(JSON.stringify(value)));

/** The Authorization header's value: `vapid t=<jwt>, k=<public key>`. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, now = Date.now()): Promise<string> {
  const claims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(now / 1000) + TOKEN_SECONDS,
    sub: keys.subject,
  };
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  // Web Crypto's ECDSA signature is r || s, 64 bytes: exactly what JWS wants for ES256.
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    await importSigningKey(keys.privateKey, keys.publicKey),
    encoder.encode(unsigned),
  );
  return `vapid t=${unsigned}.${toBase64url(new Uint8Array(signature))}, k=${keys.publicKey}`;
}
