/**
 * Web Push for the console: a browser that asked to hear of new orders sends its PushSubscription (as its
 * toJSON() gives it) to be kept in D1; the Worker encrypts each message to its keys (RFC 8291) and signs a VAPID
 * token (RFC 8292) with the shop's key. `publicKey` is null while the shop has no VAPID keys set.
 */
import { z } from './zod';
import { pageLang, type Lang } from '../lang';

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

/**
 * The push services browsers subscribe with (PushSubscription.endpoint): Chrome, Edge on Android, Opera and Samsung
 * Internet use Google's FCM, Firefox Mozilla's autopush, Safari Apple's, Edge on Windows WNS (a host per region,
 * wns2-xxx.notify.windows.com). A new order makes the Worker connect to every kept endpoint, so no other host is
 * kept: not the Worker's own network, a cloud's metadata address or any server someone with a console login names.
 */
const PUSH_SERVICES = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_SERVICE_DOMAINS = ['.notify.windows.com'];

export function isPushService(address: string): boolean {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return false;
  }
  return PUSH_SERVICES.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
}

const UNKNOWN_SERVICE =
  "This browser's notification service is not one the shop can send to. Please try Chrome, Edge, Firefox or Safari.";

/** How many browsers one person's new-order alerts go to: a new one past these replaces their oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export const pushSubscriptionPayload = z.object({
  endpoint: endpoint.refine(isPushService, { error: UNKNOWN_SERVICE }),
  keys: z.object({ p256dh: base64url('notification key', 65), auth: base64url('notification key', 16) }),
  /** The console's language on that phone: its alerts are written in it (English when not said). */
  lang: pageLang,
});
export type PushSubscriptionPayload = z.infer<typeof pushSubscriptionPayload>;

// Any address may be dropped: one kept before only the push services were may still be there.
export const pushEndpointPayload = z.object({ endpoint });

/** What the service worker shows for a new order, in one language. */
export interface NewOrderPush {
  title: string;
  body: string;
  /** The page a tap opens: the console in that language. */
  url: string;
  lang: Lang;
}

/** A new order's alert in each language: each phone gets the one its console is read in. */
export type NewOrderPushes = Record<Lang, NewOrderPush>;
