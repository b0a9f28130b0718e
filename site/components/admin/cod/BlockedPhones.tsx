/**
 * Numbers the shop takes no cash-on-delivery orders from (owner): block one with a reason (typed in any form people
 * write a phone), see the list, unblock. A blocked number's checkout is refused with a message to use WhatsApp; its
 * orders not yet shipped are shown as it is blocked, to cancel or keep (OpenOrdersOfBlocked).
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { BlockedPhone, OpenOrder } from '#schema/answers/cash';
import { formatPhone } from '#schema/phone';
import { MAX_BLOCK_REASON, MAX_TYPED_PHONE } from '#schema/payloads/text-limits';
import { blockPhone, listBlockedPhones, unblockPhone } from '#site/api/cod';
import { orderDate } from '../../orders/dates';
import { OpenOrdersOfBlocked } from './OpenOrdersOfBlocked';
import './cod.css';
import Alert from '../../forms/Alert';
import { useConsoleWords } from '../console-words';
import { markWrongPhones, useFieldChecks } from '../use-field-checks';
import { fieldProblemIn } from '#site/i18n/refusals';
import { ApiFailure } from '#site/lib/api';

const FIELDS = ['phone', 'reason'] as const;

export default function BlockedPhones() {
  const [phones, setPhones] = useState<BlockedPhone[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [justBlocked, setJustBlocked] = useState<{ phone: string; openOrders: OpenOrder[] } | null>(null);
  const { lang, words: all, refused } = useConsoleWords();
  const words = all.cash.blocked;
  const checks = useFieldChecks();

  async function load() {
    setPhones((await listBlockedPhones()).blockedPhones);
  }

  /** `placed` shows a refusal beside the field it names, and says so; any other shows under the form. */
  async function act(action: () => Promise<unknown>, fallback: string, placed = (_failure: unknown) => false) {
    setBusy(true);
    setError('');
    try {
      await action();
      await load();
      return true;
    } catch (failure) {
      if (!placed(failure)) setError(refused(failure, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    listBlockedPhones().then(
      (answer) => setPhones(answer.blockedPhones),
      (failure) => setError(refused(failure, words.loadFailed)),
    );
  }, [words.loadFailed, refused]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    markWrongPhones(form, ['phone']);
    if (!checks.passed(form)) return;
    const fields = new FormData(form);
    const phone = String(fields.get('phone') ?? '');
    const reason = String(fields.get('reason') ?? '');
    setJustBlocked(null);
    const blocked = async () => {
      const answer = await blockPhone(phone, reason);
      setJustBlocked({ phone: answer.blockedPhone.phone, openOrders: answer.openOrders });
    };
    if (await act(blocked, words.blockFailed, (failure) => placedOn(form, failure))) form.reset();
  }

  /** A refusal naming the phone or the reason goes beside it, as the checkout places its own; true when it did. */
  function placedOn(form: HTMLFormElement, failure: unknown): boolean {
    const field = FIELDS.find((name) => failure instanceof ApiFailure && failure.field === name);
    if (!field || !(failure instanceof ApiFailure)) return false;
    const input = form.elements.namedItem(field);
    const value = input instanceof HTMLInputElement ? input.value : '';
    const message = refused(failure, words.blockFailed);
    const box = { label: words[field], value, kind: field === 'phone' ? ('mobile' as const) : undefined };
    checks.refuse(form, field, (failure.code === 'invalid' ? fieldProblemIn(lang, message, box) : message) ?? message);
    return true;
  }

  return (
    <section className="admin-section blocked-phones no-print" aria-labelledby="blocked-phones-title">
      <h2 id="blocked-phones-title">{words.title}</h2>
      <form className="blocked-phones__form" aria-label={words.form} onSubmit={submit} noValidate>
        <label>
          {words.phone}
          <input
            type="tel"
            inputMode="tel"
            required
            maxLength={MAX_TYPED_PHONE}
            autoComplete="off"
            {...checks.field('phone')}
          />
        </label>
        {checks.problem('phone')}
        <label>
          {words.reason}
          <input required maxLength={MAX_BLOCK_REASON} autoComplete="off" {...checks.field('reason')} />
        </label>
        {checks.problem('reason')}
        <button type="submit" className="button danger" disabled={busy}>
          {words.block}
        </button>
      </form>
      <Alert message={error} />
      {justBlocked && (
        <OpenOrdersOfBlocked
          key={justBlocked.phone}
          phone={justBlocked.phone}
          orders={justBlocked.openOrders}
          onDone={() => setJustBlocked(null)}
        />
      )}
      {phones.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <ul className="blocked-phones__list" aria-label={words.title}>
          {phones.map((entry) => (
            <li key={entry.phone}>
              <span>
                <strong>
                  <bdi dir="ltr">{formatPhone(entry.phone)}</bdi>
                </strong>
                <span translate="no">{words.entry(entry.reason, orderDate(entry.at, lang), entry.by)}</span>
              </span>
              <button
                type="button"
                className="button secondary"
                disabled={busy}
                onClick={() => void act(() => unblockPhone(entry.phone), words.unblockFailed)}
              >
                {words.unblock(formatPhone(entry.phone))}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
