/**
 * The top of the admin console: the shop's day at a glance, from one call (GET /api/admin/dashboard), with a
 * Refresh button, read again after the console changes an order or syncs the couriers. The day comes first, in one
 * compact card, so the owner's phone shows it and the first orders on one screen; the longer view folds under More
 * figures until asked for. Figures count perfume and oils orders alike; days are Pakistan days and cancelled orders
 * count nowhere.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Dashboard as Figures, PeriodFigures } from '#schema/answers/dashboard';
import { loadDashboard } from '#site/api/dashboard';
import { $couriersSynced } from '#site/stores/couriers';
import { $ordersChanged } from '#site/stores/orders';
import { amount } from '#schema/money';
import { BUYING_WORDS } from '#site/i18n/buying';
import { useConsoleWords } from '../console-words';
import { useDisclosure } from '../use-disclosure';
import { CodFigures } from './CodFigures';
import { BestSellers, LowStock, StuckParcels, WaitingQuotes } from './DashboardLists';
import { SalesChart } from './SalesChart';
import './dashboard.css';
import Alert from '../../forms/Alert';

function Period({ label, figures }: { label: string; figures: PeriodFigures }) {
  const words = useConsoleWords().words.dashboard;
  return (
    <div className="dash-figure">
      <dt>{label}</dt>
      <dd>
        {figures.revenue === undefined ? (
          <strong>{words.orders(figures.orders)}</strong>
        ) : (
          <>
            <strong>{amount(figures.revenue)}</strong>
            <span className="muted">{words.orders(figures.orders)}</span>
            {figures.takings && (
              <span className="dash-takings">
                {words.takings(
                  amount(figures.takings.delivered),
                  amount(figures.takings.onTheWay),
                  amount(figures.takings.waiting),
                )}
              </span>
            )}
          </>
        )}
      </dd>
    </div>
  );
}

/** The day in one compact card: what today took and the orders waiting. */
function TodayCard({ figures }: { figures: Figures }) {
  const { periods, waiting } = figures;
  const { lang, words } = useConsoleWords();
  return (
    <div className="dash-today">
      <dl className="dash-figures" aria-label={words.dashboard.sales}>
        <Period label={words.dashboard.today} figures={periods.today} />
      </dl>
      <dl className="dash-waiting" aria-label={words.dashboard.waiting}>
        {(['pending', 'processing', 'shipped'] as const).map((status) => (
          <div key={status}>
            <dt>{BUYING_WORDS[lang].orders.status[status]}</dt>
            <dd>{waiting[status]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The longer view: the weeks, cash on delivery, the chart and the lists. */
function MoreFigures({ figures }: { figures: Figures }) {
  const { periods } = figures;
  const words = useConsoleWords().words.dashboard;
  return (
    <>
      <dl className="dash-figures" aria-label={words.longer}>
        <Period label={words.last7Days} figures={periods.last7Days} />
        <Period label={words.last30Days} figures={periods.last30Days} />
      </dl>
      <CodFigures cod={figures.cod} />
      {/* Staff get the counts without the takings: no revenue, no chart of it. */}
      {periods.today.revenue !== undefined && <SalesChart days={figures.salesByDay} />}
      <div className="dash-cards">
        <BestSellers sellers={figures.bestSellers} />
        <LowStock low={figures.lowStock} />
        <WaitingQuotes quotes={figures.quotes} />
        <StuckParcels stuck={figures.stuckParcels} />
      </div>
    </>
  );
}

type Loaded = { figures: Figures; error: '' } | { figures: null; error: string };

/** The console's wording of a refusal (useConsoleWords). */
type Refused = ReturnType<typeof useConsoleWords>['refused'];

async function fetchFigures(refused: Refused, failed: string): Promise<Loaded> {
  try {
    return { figures: await loadDashboard(), error: '' };
  } catch (failure) {
    return { figures: null, error: refused(failure, failed) };
  }
}

export default function Dashboard() {
  const [figures, setFigures] = useState<Figures | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  const more = useDisclosure();
  const { refused, words: all } = useConsoleWords();
  const words = all.dashboard;
  const failed = words.loadFailed;

  // A refresh that fails keeps the figures shown, under the error.
  const show = useCallback((loaded: Loaded) => {
    if (loaded.figures) setFigures(loaded.figures);
    setError(loaded.error);
    setLoading(false);
  }, []);

  useEffect(() => {
    void fetchFigures(refused, failed).then(show);
  }, [show, refused, failed]);
  // A courier sync or a change made in the console may have moved any figure.
  useEffect(() => {
    const readAgain = () => void fetchFigures(refused, failed).then(show);
    const stops = [$couriersSynced.listen(readAgain), $ordersChanged.listen(readAgain)];
    return () => stops.forEach((stop) => stop());
  }, [show, refused, failed]);

  function refresh() {
    setLoading(true);
    void fetchFigures(refused, failed).then(show);
  }

  return (
    <section className="admin-section dashboard no-print" aria-labelledby="dashboard-title">
      {/* More figures sits beside the heading rather than under the day's card, so the first orders start higher. */}
      <div className="dash-head">
        <h2 id="dashboard-title">{words.title}</h2>
        <div className="dash-head__buttons">
          <button type="button" className="button secondary" {...more.button} disabled={!figures}>
            {words.more}
          </button>
          <button type="button" className="button secondary" onClick={refresh} disabled={loading}>
            {loading ? words.refreshing : words.refresh}
          </button>
        </div>
      </div>
      <Alert message={error} />
      {!figures && !error && (
        <p className="muted" role="status">
          {words.loading}
        </p>
      )}
      {figures && <TodayCard figures={figures} />}
      <div className="dash-more" {...more.region}>
        {figures && <MoreFigures figures={figures} />}
      </div>
    </section>
  );
}
