/**
 * The shopper's confirmation page, /confirm/{token} (one pre-rendered shell for every link; the token is read from
 * the address): the order, the cash to keep ready, and "Yes, send my order" or "Cancel it" while it has not shipped.
 */
import { useEffect, useState } from 'react';
import { confirmTokenOf } from '../../../schema/confirm-link';
import type { ConfirmAnswerChoice } from '../../../schema/payloads/confirm';
import type { ConfirmView } from '../../../schema/answers/orders';
import { SHOP, whatsappLink } from '../../../schema/shop';
import { answerLink, readLinkedOrder } from '../../api/confirm';
import { failureMessage, refusedWith } from '../../lib/api';
import { amount } from '../../lib/money';
import { LoadingStatus } from '../LoadingStatus';
import StatusBadge from '../orders/StatusBadge';
import './confirm.css';

const NOT_FOUND = 'This confirmation link is not valid. Please check it, or message us on WhatsApp.';

type State =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'ready'; token: string; order: ConfirmView; notice: string; error: string };

async function load(token: string | null): Promise<State> {
  if (!token) return { kind: 'missing', message: NOT_FOUND };
  try {
    return { kind: 'ready', token, order: await readLinkedOrder(token), notice: '', error: '' };
  } catch (failure) {
    const message = refusedWith(failure, 'not_found') ? NOT_FOUND : 'Your order could not be loaded. Please try again.';
    return { kind: 'missing', message: failureMessage(failure, message) };
  }
}

export default function ConfirmOrder() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void load(confirmTokenOf(location.pathname)).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'loading') return <LoadingStatus>Loading your order…</LoadingStatus>;
  if (state.kind === 'missing') {
    return (
      <div className="confirm-order">
        <p className="alert" role="alert">
          {state.message}
        </p>
        <p>
          <a
            href={whatsappLink(`Assalam o Alaikum ${SHOP.name}, my order confirmation link does not open.`)}
            rel="noopener"
            target="_blank"
          >
            Message us on WhatsApp
          </a>
        </p>
      </div>
    );
  }
  return <LinkedOrder {...state} onChange={(next) => setState({ ...state, ...next })} />;
}

interface LinkedProps {
  token: string;
  order: ConfirmView;
  notice: string;
  error: string;
  onChange: (next: { order?: ConfirmView; notice?: string; error?: string }) => void;
}

function LinkedOrder({ token, order, notice, error, onChange }: LinkedProps) {
  const [busy, setBusy] = useState(false);
  const open = order.status === 'pending' || order.status === 'processing';

  async function send(answer: ConfirmAnswerChoice) {
    setBusy(true);
    try {
      const next = await answerLink(token, answer);
      const done =
        answer === 'confirmed'
          ? `Thank you! Order ${next.displayOrderId} is confirmed and will be on its way soon.`
          : `Order ${next.displayOrderId} is cancelled. Nothing more is needed from you.`;
      onChange({ order: next, notice: done, error: '' });
    } catch (failure) {
      const reread = await readLinkedOrder(token).catch(() => order);
      onChange({ order: reread, error: failureMessage(failure, 'Your answer could not be sent. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="confirm-order" aria-labelledby="confirm-title">
      <h2 id="confirm-title">Order {order.displayOrderId}</h2>
      <p>
        <StatusBadge status={order.status} />
        {order.confirmation === 'confirmed' && order.status !== 'cancelled' && <strong> Confirmed by you</strong>}
      </p>
      <ul className="confirm-order__items" aria-label="Items">
        {order.items.map((item) => (
          <li key={item.name}>
            {item.name} × {item.quantity}
          </li>
        ))}
      </ul>
      {order.city && <p>Delivery to {order.city}</p>}
      <p className="confirm-order__cash">
        Please keep <strong>{amount(order.total)}</strong> ready to pay on delivery.
      </p>
      <p role="status">{notice}</p>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      {open && <Answers confirmed={order.confirmation === 'confirmed'} busy={busy} onAnswer={send} />}
    </article>
  );
}

function Answers(props: { confirmed: boolean; busy: boolean; onAnswer: (answer: ConfirmAnswerChoice) => void }) {
  const [asking, setAsking] = useState(false);
  if (asking) {
    return (
      <div className="confirm-order__answers" role="group" aria-label="Cancel this order?">
        <p>Cancel this order? This cannot be undone.</p>
        <button
          type="button"
          className="button confirm-order__cancel"
          disabled={props.busy}
          onClick={() => props.onAnswer('cancelled')}
        >
          Yes, cancel my order
        </button>
        <button type="button" className="button secondary" disabled={props.busy} onClick={() => setAsking(false)}>
          Keep my order
        </button>
      </div>
    );
  }
  return (
    <div className="confirm-order__answers">
      {!props.confirmed && (
        <button type="button" className="button" disabled={props.busy} onClick={() => props.onAnswer('confirmed')}>
          Yes, send my order
        </button>
      )}
      <button type="button" className="button secondary" disabled={props.busy} onClick={() => setAsking(true)}>
        Cancel it
      </button>
    </div>
  );
}
