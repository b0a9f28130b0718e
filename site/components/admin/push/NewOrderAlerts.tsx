/**
 * "Tell me about new orders on this phone": registers the console's service worker, subscribes this browser to
 * Web Push with the shop's VAPID key and hands the subscription to the shop, which pushes each new order to it
 * while the console is closed, in the language the console is read in. Off drops both. Browsers without push (or a
 * shop without keys) say so.
 */
import { useEffect, useState } from 'react';
import type { PushSubscriptionPayload } from '#schema/payloads/push';
import { dropSubscription, keepSubscription, loadPushKey } from '../../../api/push';
import { failureMessage } from '../../../lib/api';
import Alert from '../../forms/Alert';
import { CONSOLE_SCOPE, registerConsoleWorker } from './console-worker';

type State = 'checking' | 'unsupported' | 'not-set-up' | 'off' | 'on' | 'blocked' | 'busy';

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(CONSOLE_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The subscription as the shop keeps it, with the console's language (the page's) for its alerts. */
const payloadOf = (subscription: PushSubscription): PushSubscriptionPayload => ({
  ...(subscription.toJSON() as Omit<PushSubscriptionPayload, 'lang'>),
  lang: document.documentElement.lang === 'ur' ? 'ur' : 'en',
});

export default function NewOrderAlerts() {
  // The console renders once hydrated, so the browser's features can be read on the first render.
  const [state, setState] = useState<State>(() => (supported() ? 'checking' : 'unsupported'));
  const [key, setKey] = useState<string | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!supported()) return;
    void (async () => {
      try {
        const publicKey = await loadPushKey();
        setKey(publicKey);
        if (!publicKey) return setState('not-set-up');
        if (Notification.permission === 'denied') return setState('blocked');
        const subscription = await currentSubscription();
        // Sent again as the console opens: its alerts follow the language it was last read in on this phone.
        if (subscription) await keepSubscription(payloadOf(subscription));
        setState(subscription ? 'on' : 'off');
      } catch (failure) {
        setError(failureMessage(failure, 'Could not check new-order alerts.'));
        setState('off');
      }
    })();
  }, []);

  async function turnOn() {
    if (!key) return;
    setState('busy');
    setError('');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
      const registration = await registerConsoleWorker();
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key),
      });
      await keepSubscription(payloadOf(subscription));
      setState('on');
    } catch (failure) {
      setError(failureMessage(failure, 'Could not turn on new-order alerts on this phone. Please try again.'));
      setState('off');
    }
  }

  async function turnOff() {
    setState('busy');
    const subscription = await currentSubscription();
    if (subscription) {
      await dropSubscription(subscription.endpoint).catch(() => undefined);
      await subscription.unsubscribe();
    }
    setState('off');
  }

  return (
    <div className="new-order-alerts" aria-live="polite">
      {state === 'off' && (
        <button type="button" className="button secondary" onClick={turnOn}>
          Alert me of new orders on this phone
        </button>
      )}
      {state === 'on' && (
        <p>
          New orders alert this phone, even with the console closed.{' '}
          <button type="button" className="text-button" onClick={turnOff}>
            Turn off
          </button>
        </p>
      )}
      {state === 'busy' && <p className="muted">One moment…</p>}
      {state === 'blocked' && (
        <p className="muted">Notifications are blocked for this site: allow them in the browser's settings first.</p>
      )}
      {state === 'not-set-up' && <p className="muted">New-order alerts are not set up for this shop yet.</p>}
      {state === 'unsupported' && <p className="muted">This browser cannot show new-order alerts.</p>}
      <Alert message={error} />
    </div>
  );
}
