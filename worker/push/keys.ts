/** P-256 keys as Web Push carries them (a 65-byte uncompressed point, a 32-byte private scalar) into Web Crypto. */
import { fromBase64url, toBase64url } from './base64url';

/** The JWK of a private key from its scalar and its public point (0x04 || x || y). */
export function privateJwk(d: Uint8Array, publicPoint: Uint8Array): JsonWebKey {
  if (publicPoint.length !== 65 || publicPoint[0] !== 4) throw new Error('A P-256 public key is 65 bytes, 0x04 first');
  return {
    kty: 'EC',
    crv: 'P-256',
    d: toBase64url(d),
    x: toBase64url(publicPoint.slice(1, 33)),
    y: toBase64url(publicPoint.slice(33, 65)),
    ext: true,
  };
}

export const importPublicEcdh = (point: Uint8Array) =>
  crypto.subtle.importKey('raw', point, { name: 'ECDH', namedCurve: 'P-256' }, false, []);

export const importPrivateEcdh = (d: Uint8Array, point: Uint8Array) =>
  crypto.subtle.importKey('jwk', privateJwk(d, point), { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);

export const importSigningKey = (d: string, point: string) =>
  crypto.subtle.importKey(
    'jwk',
    privateJwk(fromBase64url(d), fromBase64url(point)),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  );
