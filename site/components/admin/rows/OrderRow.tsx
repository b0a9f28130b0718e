/**
 * One order in a console list as a compact row: its number, the customer's name and city, the total, status,
 * confirmation and what its phone's record says, in one button that opens (and closes) the full card below it.
 * The card stays mounted while closed, so a half-typed note or an open form is still there on opening it again,
 * and the list's filters and ticked orders never move; printing the list prints every card, open or not.
 */
import type { ReactNode } from 'react';
import type { OrderRisk } from '#schema/answers/common';
import type { Confirmation } from '#schema/confirmation';
import type { OrderStatus } from '#schema/order-status';
import { amount } from '#schema/money';
import StatusBadge from '../../orders/StatusBadge';
import { useConsoleWords } from '../console-words';
import { useDisclosure } from '../use-disclosure';
import { riskText } from './risk-text';
import './order-row.css';

interface Props {
  /** "Order" or "Oils order": with the number, the row's button begins "Order FS-10001". */
  kind: string;
  /** FS-10001 or OIL-10001. */
  number: string;
  name: string;
  city: string | null;
  total: number;
  status: OrderStatus;
  confirmation: Confirmation;
  risk: OrderRisk | undefined;
  /** The row's tick box for the list's selection, when the list has one. */
  select?: ReactNode;
  /** The full card. */
  children: ReactNode;
}

export default function OrderRow({
  kind,
  number,
  name,
  city,
  total,
  status,
  confirmation,
  risk,
  select,
  children,
}: Props) {
  const card = useDisclosure();
  const { lang, words } = useConsoleWords();
  const warning = risk ? riskText(risk, lang) : null;
  return (
    <div className={`order-row ${card.shown ? 'order-row--open' : ''}`}>
      <div className="order-row__line">
        {select}
        <button type="button" className="order-row__open" {...card.button}>
          {/* The list says which orders these are; the row shows the number alone, leaving its line room for the
              status and the total. */}
          <span className="order-row__number">
            <span className="visually-hidden">{kind} </span>
            {number}
          </span>
          <span className="order-row__who" translate="no">
            {name}
            {city && <span className="muted"> · {city}</span>}
          </span>
          <span className="order-row__total">{amount(total)}</span>
          <span className="order-row__state">
            <StatusBadge status={status} lang={lang} />{' '}
            <span className="order-row__confirmation">{words.orders.confirmation[confirmation]}</span>
            {warning && <strong className="order-row__risk"> · {warning}</strong>}
          </span>
        </button>
      </div>
      <div className="order-row__card" {...card.region}>
        {children}
      </div>
    </div>
  );
}
