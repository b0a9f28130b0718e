/** The console's Web Push: the shop's key, and this browser's subscription kept or dropped. */
import { PUSH } from '#schema/api';
import type { PushSubscriptionPayload } from '#schema/payloads/push';
import { call } from '../lib/api';

export const loadPushKey = () => call(PUSH.key).then((answer) => answer.publicKey);
export const keepSubscription = (subscription: PushSubscriptionPayload) => call(PUSH.subscribe, { body: subscription });
export const dropSubscription = (endpoint: string) => call(PUSH.unsubscribe, { body: { endpoint } });
