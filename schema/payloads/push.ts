/**
 * Web Push for the console: a browser that asked to hear of new orders sends its PushSubscription (as its
 * toJSON() gives it) to be kept in D1; the Worker encrypts each message to its keys (RFC 8291) and signs a VAPID
 * token (RFC 8292) with the shop's key. `publicKey` is null while the shop has no VAPID keys set.
 */
import { z } from './zod';

const base64url = (what: string, bytes: number) =>
  z
    .string({ error: `The browser sent no ${what}.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: unreadable(what) })
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, { error: unreadable(what) });

/** The owner's words for a subscription the browser sent wrong: what to do, not how it was encoded. */
function unreadable(what: string) {
  return `This browser's ${what} could not be read. Please switch notifications off and on again.`;
}

const PUSH_ADDRESS = 'This browser gave an address for notifications that is not secure. Please try another browser.';

const endpoint = z.url({ protocol: /^https$/, error: PUSH_ADDRESS }).max(1000, { error: PUSH_ADDRESS });

export const pushSubscriptionPayload = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url('notification key', 65), auth: base64url('notification key', 16) }),
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
