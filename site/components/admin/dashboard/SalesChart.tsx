/**
 * Sales per day for 30 days as plain CSS bars, one per day, scaled to the best day, which fit a 360 px phone. The
 * bars are a picture for the eye only: the caption sums them up and the table under it has every day's figures.
 */
import type { DaySales } from '#schema/answers/dashboard';
import { amount } from '#schema/money';
import { dayLabel, longDayLabel } from './day-label';
import { useConsoleWords } from '../console-words';

type DayRevenue = DaySales & { revenue: number };

/** Only drawn for the owner, whose answer carries every day's revenue. */
export function SalesChart({ days: given }: { days: DaySales[] }) {
  const { lang, words: all } = useConsoleWords();
  const words = all.dashboard.chart;
  const days = given.map((day): DayRevenue => ({ ...day, revenue: day.revenue ?? 0 }));
  const best = days.reduce<DayRevenue | null>((top, day) => (!top || day.revenue > top.revenue ? day : top), null);
  const most = Math.max(1, best?.revenue ?? 0);
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="sales-chart" aria-labelledby="sales-chart-caption">
      <figcaption id="sales-chart-caption">
        <strong>{words.title}</strong>
        {words.inAll(amount(total))}
        {best && best.revenue > 0 ? words.best(dayLabel(best.day, lang), amount(best.revenue)) : words.nothing}
      </figcaption>
      <div className="sales-chart__bars" aria-hidden="true">
        {days.map((day) => (
          <span
            key={day.day}
            className="sales-chart__bar"
            title={words.bar(dayLabel(day.day, lang), amount(day.revenue))}
          >
            <span style={{ height: `${(day.revenue / most) * 100}%` }} />
          </span>
        ))}
      </div>
      {first && last && (
        <p className="sales-chart__axis" aria-hidden="true">
          <span>{dayLabel(first.day, lang)}</span>
          <span>{dayLabel(last.day, lang)}</span>
        </p>
      )}
      <details>
        <summary>{words.everyDay}</summary>
        <table className="order-lines">
          <caption className="visually-hidden">{words.table}</caption>
          <thead>
            <tr>
              <th scope="col">{words.day}</th>
              <th scope="col">{words.orders}</th>
              <th scope="col">{words.sales}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">{longDayLabel(day.day, lang)}</th>
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
