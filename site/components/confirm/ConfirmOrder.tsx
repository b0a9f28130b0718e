/**
 * The shopper's confirmation page, /confirm/{token} (one pre-rendered shell for every link; the token is read from
 * the address): the order, the cash to keep ready, and "Yes, send my order" or "Cancel it" while it has not shipped;
 * once cancelled, when, and the way back to the shop it came from.
 */
import { CONFIRM } from '#schema/api';
import { useEffect, useState } from 'react';
import { confirmTokenOf } from '#schema/confirm-link';
import type { ConfirmAnswerChoice } from '#schema/payloads/confirm';
import type { ConfirmView } from '#schema/answers/orders';
import { LinkProblem } from './LinkProblem';
import { answerLink, readLinkedOrder } from '../../api/confirm';
import { BUYING_WORDS } from '../../i18n/buying';
import { englishPath, hrefIn, type Lang } from '#schema/i18n/languages';
import { refusalIn } from '../../i18n/refusals';
import { refusedWith } from '../../lib/api';
import { amount } from '#schema/money';
import { cityIn } from '#schema/pakistan-cities';
import { paths } from '#schema/paths';
import { orderDate } from '../orders/dates';
import { LoadingStatus } from '../LoadingStatus';
import StatusBadge from '../orders/StatusBadge';
import './confirm.css';
import { unavailableWhen } from '../unavailable-button';

type State =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'ready'; token: string; order: ConfirmView; notice: string; error: string };

async function load(token: string | null, lang: Lang): Promise<State> {
  const words = BUYING_WORDS[lang].confirm;
  if (!token) return { kind: 'missing', message: words.notFound };
  try {
    return { kind: 'ready', token, order: await readLinkedOrder(token), notice: '', error: '' };
  } catch (failure) {
    const message = refusedWith(failure, 'not_found') ? words.notFound : words.failed;
    return { kind: 'missing', message: refusalIn(lang, failure, CONFIRM.read, message, { not_found: words.notFound }) };
  }
}

export default function ConfirmOrder({ lang = 'en' }: { lang?: Lang }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const words = BUYING_WORDS[lang].confirm;
  useEffect(() => {
    let live = true;
    // /ur/confirm/{token} is the Urdu page of the same link.
    void load(confirmTokenOf(englishPath(location.pathname)), lang).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [lang]);

  if (state.kind === 'loading') return <LoadingStatus>{words.loading}</LoadingStatus>;
  if (state.kind === 'missing') return <LinkProblem message={state.message} lang={lang} className="confirm-order" />;
  return <LinkedOrder {...state} lang={lang} onChange={(next) => setState({ ...state, ...next })} />;
}

interface LinkedProps {
  token: string;
  order: ConfirmView;
  notice: string;
  error: string;
  onChange: (next: { order?: ConfirmView; notice?: string; error?: string }) => void;
  lang: Lang;
}

function LinkedOrder({ token, order, notice, error, onChange, lang }: LinkedProps) {
  const words = BUYING_WORDS[lang].confirm;
  const [busy, setBusy] = useState(false);
  const open = order.status === 'pending' || order.status === 'processing';
  // Cash is still to be paid until the parcel is delivered; a cancelled or returned order owes nothing.
  const payable = open || order.status === 'shipped';

  async function send(answer: ConfirmAnswerChoice) {
    setBusy(true);
    try {
      const next = await answerLink(token, answer);
      const done = answer === 'confirmed' ? words.confirmed(next.displayOrderId) : words.cancelled(next.displayOrderId);
      onChange({ order: next, notice: done, error: '' });
    } catch (failure) {
      const reread = await readLinkedOrder(token).catch(() => order);
      onChange({ order: reread, error: refusalIn(lang, failure, CONFIRM.answer, words.answerFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="confirm-order" aria-labelledby="confirm-title">
      <h2 id="confirm-title">
        {words.order('')}
        <bdi dir="ltr">{order.displayOrderId}</bdi>
      </h2>
      <p>
        <StatusBadge status={order.status} lang={lang} />
        {order.confirmation === 'confirmed' && order.status !== 'cancelled' && <strong>{words.confirmedMark}</strong>}
      </p>
      <ul className="confirm-order__items" aria-label={words.items}>
        {order.items.map((item) => (
          <li key={item.name}>
            {item.name}
            {item.ml !== null && ` ${item.ml} ${BUYING_WORDS[lang].ml}`} × {item.quantity}
          </li>
        ))}
      </ul>
      {order.cancelledAt && <p>{words.cancelledOn(orderDate(order.cancelledAt, lang))}</p>}
      {order.city && <p>{words.deliveryTo(cityIn(lang, order.city))}</p>}
      {payable && (
        <p className="confirm-order__cash">
          {words.keepCash[0]}
          <strong>
            <bdi dir="ltr">{amount(order.total)}</bdi>
          </strong>
          {words.keepCash[1]}
        </p>
      )}
      <p role="status">{notice}</p>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      {open && <Answers confirmed={order.confirmation === 'confirmed'} busy={busy} onAnswer={send} lang={lang} />}
      {order.status === 'cancelled' && (
        <a className="button" href={hrefIn(lang, order.kind === 'oils' ? paths.wholeSale : paths.home)}>
          {words.shopAgain}
        </a>
      )}
    </article>
  );
}

interface AnswerProps {
  confirmed: boolean;
  busy: boolean;
  onAnswer: (answer: ConfirmAnswerChoice) => void;
  lang: Lang;
}

function Answers(props: AnswerProps) {
  const [asking, setAsking] = useState(false);
  const words = BUYING_WORDS[props.lang].confirm;
  if (asking) {
    return (
      <div className="confirm-order__answers" role="group" aria-label={words.cancelGroup}>
        <p>{words.cancelQuestion}</p>
        <button
          type="button"
          className="button confirm-order__cancel"
          {...unavailableWhen(props.busy, () => props.onAnswer('cancelled'))}
        >
          {words.cancelYes}
        </button>
        <button type="button" className="button secondary" {...unavailableWhen(props.busy, () => setAsking(false))}>
          {words.keep}
        </button>
      </div>
    );
  }
  return (
    <div className="confirm-order__answers">
      {!props.confirmed && (
        <button type="button" className="button" {...unavailableWhen(props.busy, () => props.onAnswer('confirmed'))}>
          {words.send}
        </button>
      )}
      <button type="button" className="button secondary" {...unavailableWhen(props.busy, () => setAsking(true))}>
        {words.cancel}
      </button>
    </div>
  );
}
