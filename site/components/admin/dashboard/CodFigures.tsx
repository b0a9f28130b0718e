/**
 * The overview's cash on delivery: where the cash stands, from the road to the shop (not collected yet, held by the
 * couriers with what each owes, paid in the 30 days and what the couriers kept back from it), then the 30 days'
 * rates. Staff see the counts, not the amounts.
 */
import { CHARGE_LABELS } from '#schema/cash';
import { COURIER_LABELS } from '#schema/couriers';
import type { CodFigures as Cod } from '#schema/answers/dashboard';
import { amount } from '#schema/money';
import type { ReactNode } from 'react';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="dash-figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An amount when the owner sees it, and what it counts. */
function Cash({ rupees, count }: { rupees: number | undefined; count: string }) {
  return (
    <>
      {rupees !== undefined && <strong>{amount(rupees)}</strong>}
      <span className="muted">{count}</span>
    </>
  );
}

export function CodFigures({ cod }: { cod: Cod }) {
  const { onTheRoad, heldByCouriers: held, remitted30Days: remitted, charges30Days: charges } = cod;
  return (
    <>
      <dl className="dash-figures dash-cash" aria-label="Cash on delivery">
        <Figure label="On the road (not collected)">
          <Cash rupees={onTheRoad.amount} count={counted(onTheRoad.orders, 'parcel')} />
        </Figure>
        <Figure label="Held by couriers">
          <Cash rupees={held.amount} count={`${counted(held.orders, 'delivered order')}, not yet remitted`} />
          {held.byCourier.length > 0 && (
            <ul className="dash-owes" aria-label="What each courier owes">
              {held.byCourier.map((owes) => (
                <li key={owes.courier}>
                  <span>{COURIER_LABELS[owes.courier]}</span>
                  <span>
                    {owes.amount !== undefined && `${amount(owes.amount)} · `}
                    {counted(owes.orders, 'order')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Figure>
        <Figure label="Remitted (last 30 days)">
          <Cash rupees={remitted.amount} count={counted(remitted.payouts, 'payout')} />
        </Figure>
        {charges && (
          <Figure label="Courier charges (last 30 days)">
            <strong>{amount(charges.amount)}</strong>
            <ul className="dash-owes" aria-label="Charges by kind">
              {charges.byKind
                .filter((charge) => charge.amount > 0)
                .map((charge) => (
                  <li key={charge.kind}>
                    <span>{CHARGE_LABELS[charge.kind]}</span>
                    <span>{amount(charge.amount)}</span>
                  </li>
                ))}
              {charges.short !== 0 && (
                <li>
                  <span>{charges.short > 0 ? 'Paid short' : 'Paid over'}</span>
                  <span>{amount(Math.abs(charges.short))}</span>
                </li>
              )}
            </ul>
          </Figure>
        )}
      </dl>
      <dl className="dash-figures" aria-label="Cash on delivery, last 30 days">
        <Figure label="Confirmed">
          <strong>{percent(cod.confirmationRate)}</strong>
        </Figure>
        <Figure label="Returned">
          <strong>{percent(cod.returnRate)}</strong>
          <span className="muted">{percent(cod.refusedRate)} refused at the door</span>
        </Figure>
      </dl>
    </>
  );
}
