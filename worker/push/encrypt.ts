/**
 * A push message's body, encrypted to one browser as RFC 8291 says, in the aes128gcm content coding of RFC 8188:
 * an ephemeral ECDH key of the shop's (a fresh one per message) meets the browser's public key; HKDF with the
 * browser's auth secret and a random salt gives the content key and nonce; one record holds the whole message.
 *
 *   body = salt (16) || record size (4) || key id length (1) || the shop's ephemeral public key (65) || ciphertext
 */
import { concat, fromBase64url } from './base64url';
import { importPrivateEcdh, importPublicEcdh } from './keys';

const encoder = new TextEncoder();
const RECORD_SIZE = 4096;

/** The browser's keys, as PushSubscription.toJSON() gives them. */
export interface SubscriptionKeys {
  p256dh: string;
  auth: string;
}

/** What the sender would otherwise make at random: given by the tests that replay the RFC's example. */
export interface SenderKeys {
  privateKey: CryptoKey;
  publicKey: Uint8Array;
  salt: Uint8Array;
}

/**
 * ECDH with the browser's key. workers-types names the peer key `$public` (its generator's escape of the keyword);
 * the runtime reads `public`, as the Web Crypto standard says.
 */
const ecdhWith = (peer: CryptoKey) =>
  ({ name: 'ECDH', public: peer }) as unknown as Parameters<typeof crypto.subtle.deriveBits>[0];

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

async function freshSender(): Promise<SenderKeys> {
  // Web Crypto's types answer a key or a pair, and raw bytes or a JWK, whichever was asked for: these are checked.
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  if (!('publicKey' in pair)) throw new Error('ECDH generated a single key, not a pair');
  const raw = await crypto.subtle.exportKey('raw', pair.publicKey);
  if (!(raw instanceof ArrayBuffer)) throw new Error('A raw export gave no bytes');
  const publicKey = new Uint8Array(raw);
  return { privateKey: pair.privateKey, publicKey, salt: crypto.getRandomValues(new Uint8Array(16)) };
}

/** The sender's side of RFC 8291 §3.4: the content key and nonce for this message. */
async function contentKeys(keys: SubscriptionKeys, sender: SenderKeys) {
  const uaPublic = fromBase64url(keys.p256dh);
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits(ecdhWith(await importPublicEcdh(uaPublic)), sender.privateKey, 256),
  );
  const keyInfo = concat(encoder.encode('WebPush: info\0'), uaPublic, sender.publicKey);
  const ikm = await hkdf(fromBase64url(keys.auth), ecdhSecret, keyInfo, 32);
  return {
    cek: await hkdf(sender.salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16),
    nonce: await hkdf(sender.salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12),
  };
}

export async function encryptPush(
  payload: Uint8Array,
  keys: SubscriptionKeys,
  sender?: SenderKeys,
): Promise<Uint8Array> {
  const from = sender ?? (await freshSender());
  const { cek, nonce } = await contentKeys(keys, from);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  // 0x02: the last (and only) record, with no padding after it.
  const record = concat(payload, new Uint8Array([2]));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key, record));
  const header = new Uint8Array(21);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header.set(from.salt, 0);
  header[20] = from.publicKey.length;
  return concat(header, from.publicKey, ciphertext);
}

/** The sender keys of a fixed private scalar and public point (the RFC's example). */
export async function senderFrom(d: string, publicKey: string, salt: string): Promise<SenderKeys> {
  const point = fromBase64url(publicKey);
  return { privateKey: await importPrivateEcdh(fromBase64url(d), point), publicKey: point, salt: fromBase64url(salt) };
}
