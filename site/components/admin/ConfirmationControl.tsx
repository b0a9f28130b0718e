/**
 * The customer's answer to the cash-on-delivery confirmation, on a perfume or oils order card: what was recorded
 * and when, one tap to record a new answer (until the order is delivered or cancelled), and, while the order is
 * pending or processing, the WhatsApp chat that asks for it.
 */
import { asksForConfirmation, canChangeConfirmation, CONFIRMATIONS, type Confirmation } from '#schema/confirmation';
import type { OrderStatus } from '#schema/order-status';
import type { ConfirmationHistory } from '#schema/answers/orders';
import { orderDate } from '../orders/dates';
import { useConsoleWords } from './console-words';
import './confirmation.css';

interface Props {
  displayOrderId: string;
  status: OrderStatus;
  confirmation: Confirmation;
  history: ConfirmationHistory;
  whatsapp: string | null;
  busy: boolean;
  onSet: (confirmation: Confirmation) => void;
  /** Who recorded the answer shown ('the shopper (Sana)'), where the order's timeline says. */
  by?: string;
  /** Called as the WhatsApp chat opens, to record the message sent. */
  onWhatsapp?: () => void;
}

export default function ConfirmationControl({
  displayOrderId,
  status,
  confirmation,
  history,
  whatsapp,
  busy,
  onSet,
  by,
  onWhatsapp,
}: Props) {
  const last = history.at(-1);
  const { lang, words: all } = useConsoleWords();
  const words = all.card.confirmation;
  const labels = all.orders.confirmation;
  return (
    <section className="confirmation" aria-label={words.of(displayOrderId)}>
      <p className="confirmation__now">
        {words.now}
        <strong>{labels[confirmation]}</strong>
        {last && (
          <>
            {' '}
            <span className="muted">
              {by && words.by(by)}
              <time dateTime={last.at}>{orderDate(last.at, lang)}</time>
            </span>
          </>
        )}
      </p>
      <div className="order-actions no-print">
        {whatsapp && asksForConfirmation(status) && (
          <a className="button whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer" onClick={onWhatsapp}>
            {words.onWhatsapp}
          </a>
        )}
        {canChangeConfirmation(status) && (
          <div className="confirmation__answers" role="group" aria-label={words.answers}>
            {CONFIRMATIONS.map((answer) => (
              <button
                key={answer}
                type="button"
                className="button secondary"
                aria-pressed={answer === confirmation}
                disabled={busy}
                onClick={() => onSet(answer)}
              >
                {labels[answer]}
              </button>
            ))}
          </div>
        )}
      </div>
      {history.length > 1 && (
        <details className="confirmation__history">
          <summary>{words.history}</summary>
          <ol>
            {history.map((entry) => (
              <li key={`${entry.confirmation}-${entry.at}`}>
                {labels[entry.confirmation]} <time dateTime={entry.at}>{orderDate(entry.at, lang)}</time>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
