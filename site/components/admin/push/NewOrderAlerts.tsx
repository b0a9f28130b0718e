/**
 * "Tell me about new orders on this phone": registers the console's service worker, subscribes this browser to
 * Web Push with the shop's VAPID key and hands the subscription to the shop, which pushes each new order to it
 * while the console is closed, in the language the console is read in. Off drops both. Browsers without push (or a
 * shop without keys) say so.
 */
import { useEffect, useState } from 'react';
import type { PushSubscriptionPayload } from '#schema/payloads/push';
import { dropSubscription, keepSubscription, loadPushKey } from '#site/api/push';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';
import type { Lang } from '#schema/i18n/languages';
import { consoleScope, registerConsoleWorker } from './console-worker';

type State = 'checking' | 'unsupported' | 'not-set-up' | 'off' | 'on' | 'blocked' | 'busy';

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function currentSubscription(lang: Lang): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(consoleScope(lang));
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The subscription as the shop keeps it, with the console's language for its alerts. */
const payloadOf = (subscription: PushSubscription, lang: Lang): PushSubscriptionPayload => ({
  ...(subscription.toJSON() as Omit<PushSubscriptionPayload, 'lang'>),
  lang,
});

export default function NewOrderAlerts() {
  const { lang, words: all, refused } = useConsoleWords();
  const words = all.alerts;
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
        setState((await currentSubscription(lang)) ? 'on' : 'off');
      } catch (failure) {
        setError(refused(failure, words.checkFailed));
        setState('off');
      }
    })();
  }, [lang, words.checkFailed, refused]);

  async function turnOn() {
    if (!key) return;
    setState('busy');
    setError('');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
      const registration = await registerConsoleWorker(lang);
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key),
      });
      await keepSubscription(payloadOf(subscription, lang));
      setState('on');
    } catch (failure) {
      setError(refused(failure, words.turnOnFailed));
      setState('off');
    }
  }

  async function turnOff() {
    setState('busy');
    const subscription = await currentSubscription(lang);
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
          {words.turnOn}
        </button>
      )}
      {state === 'on' && (
        <p>
          {words.on}{' '}
          <button type="button" className="text-button" onClick={turnOff}>
            {words.turnOff}
          </button>
        </p>
      )}
      {state === 'busy' && <p className="muted">{words.busy}</p>}
      {state === 'blocked' && <p className="muted">{words.blocked}</p>}
      {state === 'not-set-up' && <p className="muted">{words.notSetUp}</p>}
      {state === 'unsupported' && <p className="muted">{words.unsupported}</p>}
      <Alert message={error} />
    </div>
  );
}
