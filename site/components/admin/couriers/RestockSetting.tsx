/**
 * What becomes of the bottles of a parcel the courier's system reports returned (the sync moves it without asking
 * anyone): the shop's one rule, which the owner picks here and the hourly sync and Sync now follow.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { COURIER_RESTOCK_RULES, type CourierRestockRule } from '#schema/returns';
import { changeSettings, loadSettings } from '#site/api/settings';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';

export default function RestockSetting() {
  const [rule, setRule] = useState<CourierRestockRule | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const { refused, words: all } = useConsoleWords();
  const words = all.couriers.restock;

  useEffect(() => {
    loadSettings().then(
      (settings) => setRule(settings.courierRestock),
      (failure: unknown) => setError(refused(failure, words.loadFailed)),
    );
  }, [words.loadFailed, refused]);

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
      setError(refused(failure, words.saveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="restock-setting" aria-label={words.form} onSubmit={save}>
      <fieldset disabled={rule === null}>
        <legend>{words.legend}</legend>
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
            {words.rules[option]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button secondary" disabled={busy || rule === null}>
        {busy ? words.saving : words.save}
      </button>
      <p role="status">{saved ? words.saved : ''}</p>
      <Alert message={error} />
    </form>
  );
}
