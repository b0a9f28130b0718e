/**
 * Sales per day for 30 days as plain CSS bars, one per day, scaled to the best day, which fit a 360 px phone. The
 * bars are a picture for the eye only: the caption sums them up and the table under it has every day's figures.
 */
import type { DaySales } from '#schema/answers/dashboard';
import { amount } from '#schema/money';
import { dayLabel, longDayLabel } from './day-label';

type DayRevenue = DaySales & { revenue: number };

/** Only drawn for the owner, whose answer carries every day's revenue. */
export function SalesChart({ days: given }: { days: DaySales[] }) {
  const days = given.map((day): DayRevenue => ({ ...day, revenue: day.revenue ?? 0 }));
  const best = days.reduce<DayRevenue | null>((top, day) => (!top || day.revenue > top.revenue ? day : top), null);
  const most = Math.max(1, best?.revenue ?? 0);
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="sales-chart" aria-labelledby="sales-chart-caption">
      <figcaption id="sales-chart-caption">
        <strong>Sales per day, last 30 days</strong>: {amount(total)} in all
        {best && best.revenue > 0
          ? `; best day ${dayLabel(best.day)}, ${amount(best.revenue)}.`
          : '; nothing sold yet.'}
      </figcaption>
      <div className="sales-chart__bars" aria-hidden="true">
        {days.map((day) => (
          <span key={day.day} className="sales-chart__bar" title={`${dayLabel(day.day)}: ${amount(day.revenue)}`}>
            <span style={{ height: `${(day.revenue / most) * 100}%` }} />
          </span>
        ))}
      </div>
      {first && last && (
        <p className="sales-chart__axis" aria-hidden="true">
          <span>{dayLabel(first.day)}</span>
          <span>{dayLabel(last.day)}</span>
        </p>
      )}
      <details>
        <summary>Every day’s sales</summary>
        <table className="order-lines">
          <caption className="visually-hidden">Orders and sales per day, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Sales</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">{longDayLabel(day.day)}</th>
                <td>{day.orders}</td>
                <td>{amount(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
