/** The overview's cash-on-delivery line: the 30 days' rates, and (for the owner) the cash each courier holds. */
import { COURIER_LABELS } from '#schema/couriers';
import type { CodFigures as Cod } from '#schema/answers/dashboard';
import { amount } from '#schema/money';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

export function CodFigures({ cod }: { cod: Cod }) {
  return (
    <dl className="dash-figures" aria-label="Cash on delivery, last 30 days">
      <div className="dash-figure">
        <dt>Confirmed</dt>
        <dd>
          <strong>{percent(cod.confirmationRate)}</strong>
        </dd>
      </div>
      <div className="dash-figure">
        <dt>Returned</dt>
        <dd>
          <strong>{percent(cod.returnRate)}</strong>
          <span className="muted">{percent(cod.refusedRate)} refused at the door</span>
        </dd>
      </div>
      {cod.withCouriers.map((owes) => (
        <div className="dash-figure" key={owes.courier}>
          <dt>{COURIER_LABELS[owes.courier]} owes</dt>
          <dd>
            {owes.amount !== undefined && <strong>{amount(owes.amount)}</strong>}
            <span className="muted">
              {owes.orders} delivered order{owes.orders === 1 ? '' : 's'}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
