/**
 * The console's Couriers (the owner's only): PostEx and Leopards, each connected or not, when its system last told
 * the shop about its parcels and what went wrong then; a form to connect one (the courier checks the credentials
 * at once, and its refusal shows beside them), Disconnect (asked first), and Sync now, which asks every connected
 * courier about its parcels on the road as the hourly check does, and says what it moved; and whether the bottles
 * of a parcel a courier returns go back on the shelf (RestockSetting).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import type { CourierConnection, CourierSync } from '#schema/answers/couriers';
import { COURIER_OF_API } from '#schema/courier-apis';
import { disconnectCourier, loadCouriers, syncCouriers } from '#site/api/couriers';
import { $couriers, $couriersSynced, courierChanged, couriersLoaded } from '#site/stores/couriers';
import { orderDate } from '../../orders/dates';
import Alert from '../../forms/Alert';
import ConnectForm from './ConnectForm';
import RestockSetting from './RestockSetting';
import { syncFailureText, syncText } from './sync-text';
import { useConsoleWords } from '../console-words';
import './couriers.css';

interface CourierProps {
  courier: CourierConnection;
  onChange: (courier: CourierConnection) => void;
}

function CourierItem({ courier, onChange }: CourierProps) {
  const [connecting, setConnecting] = useState(false);
  // Disconnecting stops the hourly check and the booking buttons for this courier at once, so it asks first.
  const [asking, setAsking] = useState(false);
  // While the disconnect is on its way, its buttons wait: one tap, one change.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const name = courier.name;
  const { lang, words: all, refused } = useConsoleWords();
  const words = all.couriers;

  async function disconnect() {
    setError('');
    setBusy(true);
    try {
      onChange(await disconnectCourier(courier.id));
      setAsking(false);
    } catch (failure) {
      setError(refused(failure, words.disconnectFailed(name)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="courier-item" aria-label={name}>
      <div className="courier-item__head">
        <strong>{name}</strong>
        <span className={courier.connected ? 'courier-state courier-state--on' : 'courier-state'}>
          {courier.connected ? words.connected : words.notConnected}
        </span>
      </div>
      {courier.connected && (
        <dl className="courier-item__facts">
          {courier.credentialsHint && (
            <>
              <dt>{words.credentials}</dt>
              <dd translate="no">{words.ending(courier.credentialsHint)}</dd>
            </>
          )}
          <dt>{words.lastSync}</dt>
          <dd>
            {courier.lastSyncAt ? (
              <time dateTime={courier.lastSyncAt}>{orderDate(courier.lastSyncAt, lang)}</time>
            ) : (
              words.notYet
            )}
          </dd>
          <dt>{words.lastError}</dt>
          {/* The courier's own words, as it sent them, in the console's words around them. */}
          <dd translate={courier.lastError ? 'no' : undefined}>
            {courier.lastError ? syncFailureText(courier.lastError, courier.lastFailure, lang) : words.none}
          </dd>
        </dl>
      )}
      {connecting ? (
        <ConnectForm
          courier={courier}
          onDone={(connected) => {
            setConnecting(false);
            if (connected) onChange(connected);
          }}
        />
      ) : asking ? (
        <div className="courier-item__actions" role="group" aria-label={words.disconnectAsk(name)}>
          <p>{words.disconnectExplained(name)}</p>
          <button type="button" className="button danger" disabled={busy} onClick={() => void disconnect()}>
            {words.disconnectYes}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={() => setAsking(false)}>
            {words.keep}
          </button>
        </div>
      ) : (
        <div className="courier-item__actions">
          <button type="button" className="button secondary" onClick={() => setConnecting(true)}>
            {courier.connected ? words.change(name) : words.connect(name)}
          </button>
          {courier.connected && (
            <button type="button" className="button secondary" onClick={() => setAsking(true)}>
              {words.disconnect}
            </button>
          )}
        </div>
      )}
      <Alert message={error} />
    </li>
  );
}

export default function CouriersSection() {
  const couriers = useStore($couriers);
  const [error, setError] = useState('');
  const [syncing, setSyncing] = useState(false);
  const [synced, setSynced] = useState<CourierSync[] | null>(null);
  const { lang, words: all, refused } = useConsoleWords();
  const words = all.couriers;

  const reload = useCallback(() => {
    loadCouriers().then(couriersLoaded, (failure: unknown) => setError(refused(failure, words.loadFailed)));
  }, [words.loadFailed, refused]);
  useEffect(reload, [reload]);

  async function syncNow() {
    setSyncing(true);
    setError('');
    setSynced(null);
    try {
      setSynced(await syncCouriers());
      $couriersSynced.set($couriersSynced.get() + 1);
      reload();
    } catch (failure) {
      setError(refused(failure, words.syncFailed));
    } finally {
      setSyncing(false);
    }
  }

  const anyConnected = couriers.some((courier) => courier.connected);
  return (
    <section className="admin-section couriers no-print" aria-labelledby="couriers-title">
      <h2 id="couriers-title">{words.title}</h2>
      <p className="muted">{words.intro}</p>
      <ul className="courier-list" aria-label={words.list}>
        {couriers.map((courier) => (
          <CourierItem key={courier.id} courier={courier} onChange={courierChanged} />
        ))}
      </ul>
      {anyConnected && (
        <button type="button" className="button" disabled={syncing} onClick={() => void syncNow()}>
          {syncing ? words.syncing : words.sync}
        </button>
      )}
      <div role="status" className="couriers__synced">
        {synced && (
          <ul aria-label={words.synced}>
            {synced.length === 0 && <li>{words.noneConnected}</li>}
            {synced.map((one) => (
              <li key={one.courier}>
                {COURIER_OF_API[one.courier]}: {syncText(one, lang)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Alert message={error} />
      <RestockSetting />
    </section>
  );
}
