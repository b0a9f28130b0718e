/**
 * The couriers' credentials at rest: AES-GCM under a key derived (HKDF-SHA-256) from the shop's JWT_SECRET, so the
 * database alone never gives them away, and bound to the courier's id, so one courier's sealed credentials cannot
 * be passed off as another's. Changing JWT_SECRET makes them unreadable: the owner connects the couriers again.
 */
const encoder = new TextEncoder();
const SALT = encoder.encode('mehak-perfumes/courier-credentials');
const INFO = encoder.encode('AES-GCM-256 v1');
const VERSION = 'v1';

async function keyOf(secret: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: INFO },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const bytesOf = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** `v1.<iv>.<ciphertext>`, base64. */
export async function seal(secret: string, courier: string, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(courier) },
    await keyOf(secret),
    encoder.encode(JSON.stringify(value)),
  );
  return `${VERSION}.${base64(iv)}.${base64(new Uint8Array(sealed))}`;
}

/** The sealed value, or null when it cannot be opened (another secret, another courier, a damaged value). */
export async function unseal(secret: string, courier: string, sealed: string): Promise<unknown> {
  const [version, iv, data] = sealed.split('.');
  if (version !== VERSION || !iv || !data) return null;
  try {
    const opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytesOf(iv), additionalData: encoder.encode(courier) },
      await keyOf(secret),
      bytesOf(data),
    );
    return JSON.parse(new TextDecoder().decode(opened)) as unknown;
  } catch {
    return null;
  }
}
