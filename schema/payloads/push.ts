/**
 * Web Push for the console: a browser that asked to hear of new orders sends its PushSubscription (as its
 * toJSON() gives it) to be kept in D1; the Worker encrypts each message to its keys (RFC 8291) and signs a VAPID
 * token (RFC 8292) with the shop's key. `publicKey` is null while the shop has no VAPID keys set.
 */
import { z } from './zod';

const base64url = (what: string, bytes: number) =>
  z
    .string({ error: `The browser sent no ${what}.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `The browser's ${what} is not base64url.` })
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, {
      error: `The browser's ${what} is not ${bytes} bytes long.`,
    });

const endpoint = z
  .url({ protocol: /^https$/, error: 'A push endpoint must be an https address.' })
  .max(1000, { error: 'A push endpoint must be an https address.' });

export const pushSubscriptionPayload = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url('public key', 65), auth: base64url('auth secret', 16) }),
});
export type PushSubscriptionPayload = z.infer<typeof pushSubscriptionPayload>;

export const pushEndpointPayload = z.object({ endpoint });

/** What the service worker shows for a new order. */
export interface NewOrderPush {
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
}
