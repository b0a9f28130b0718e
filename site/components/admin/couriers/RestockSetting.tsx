/**
 * What becomes of the bottles of a parcel the courier's system reports returned (the sync moves it without asking
 * anyone): the shop's one rule, which the owner picks here and the hourly sync and Sync now follow.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { COURIER_RESTOCK_LABELS, COURIER_RESTOCK_RULES, type CourierRestockRule } from '#schema/returns';
import { changeSettings, loadSettings } from '../../../api/settings';
import { failureMessage } from '../../../lib/api';
import Alert from '../../forms/Alert';

export default function RestockSetting() {
  const [rule, setRule] = useState<CourierRestockRule | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    loadSettings().then(
      (settings) => setRule(settings.courierRestock),
      (failure: unknown) => setError(failureMessage(failure, 'Could not load the shop’s settings. Please try again.')),
    );
  }, []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rule) return;
    setBusy(true);
    setError('');
    setSaved(false);
    try {
      setRule((await changeSettings({ courierRestock: rule })).courierRestock);
      setSaved(true);
    } catch (failure) {
      setError(failureMessage(failure, 'Could not save. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="restock-setting" aria-label="Returned parcels" onSubmit={save}>
      <fieldset disabled={rule === null}>
        <legend>When a courier returns a parcel, its bottles go</legend>
        {COURIER_RESTOCK_RULES.map((option) => (
          <label key={option} className="restock-setting__option">
            <input
              type="radio"
              name="courierRestock"
              value={option}
              checked={rule === option}
              onChange={() => {
                setRule(option);
                setSaved(false);
              }}
            />
            {COURIER_RESTOCK_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button secondary" disabled={busy || rule === null}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      <p role="status">{saved ? 'Saved.' : ''}</p>
      <Alert message={error} />
    </form>
  );
}
