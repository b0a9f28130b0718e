/**
 * The overview's cash on delivery: where the cash stands, from the road to the shop (not collected yet, held by the
 * couriers with what each owes, paid in the 30 days and what the couriers kept back from it), then the 30 days'
 * rates. Staff see the counts, not the amounts.
 */
import type { CodFigures as Cod } from '#schema/answers/dashboard';
import { amount } from '#schema/money';
import { useConsoleWords } from '../console-words';
import type { ReactNode } from 'react';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

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
  const { inTransit, withCouriers, remitted30Days: remitted, charges30Days: charges } = cod;
  const heldOrders = withCouriers.reduce((sum, owes) => sum + owes.orders, 0);
  // The amounts are the owner's only: staff are given none, so none is summed for them.
  const heldAmount =
    inTransit.amount === undefined ? undefined : withCouriers.reduce((sum, owes) => sum + (owes.amount ?? 0), 0);
  const { words: all, courierName } = useConsoleWords();
  const words = all.cod;
  return (
    <>
      <dl className="dash-figures dash-cash" aria-label={words.label}>
        <Figure label={words.onTheRoad}>
          <Cash rupees={inTransit.amount} count={words.parcels(inTransit.orders)} />
        </Figure>
        <Figure label={words.held}>
          <Cash rupees={heldAmount} count={words.heldOrders(heldOrders)} />
          {withCouriers.length > 0 && (
            <ul className="dash-owes" aria-label={words.owes}>
              {withCouriers.map((owes) => (
                <li key={owes.courier}>
                  <span>{courierName(owes.courier)}</span>
                  <span>
                    {owes.amount !== undefined && `${amount(owes.amount)} · `}
                    {words.orders(owes.orders)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Figure>
        <Figure label={words.remitted}>
          <Cash rupees={remitted.amount} count={words.payouts(remitted.payouts)} />
        </Figure>
        {charges && (
          <Figure label={words.charges}>
            <strong>{amount(charges.amount)}</strong>
            <ul className="dash-owes" aria-label={words.byKind}>
              {charges.byKind
                .filter((charge) => charge.amount > 0)
                .map((charge) => (
                  <li key={charge.kind}>
                    <span>{words.kinds[charge.kind]}</span>
                    <span>{amount(charge.amount)}</span>
                  </li>
                ))}
              {charges.short > 0 && (
                <li>
                  <span>{words.paidShort}</span>
                  <span>{amount(charges.short)}</span>
                </li>
              )}
              {charges.over > 0 && (
                <li>
                  <span>{words.paidOver}</span>
                  <span>{amount(charges.over)}</span>
                </li>
              )}
            </ul>
          </Figure>
        )}
      </dl>
      <dl className="dash-figures" aria-label={words.rates}>
        <Figure label={words.confirmed}>
          <strong>{percent(cod.confirmationRate)}</strong>
        </Figure>
        <Figure label={words.returned}>
          <strong>{percent(cod.returnRate)}</strong>
          <span className="muted">{words.refusedAtDoor(percent(cod.refusedRate))}</span>
        </Figure>
      </dl>
    </>
  );
}
