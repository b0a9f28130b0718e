/**
 * The console (the 'Orders' page), in sections one tap apart (sections.ts): Today (the day's figures, dashboard/,
 * over the newest orders), perfume orders, oils orders, the couriers' cash and blocked numbers (cod/), the couriers
 * connected by API (couriers/), the catalog (catalog/), customers, the inbox (quote requests
 * and newsletter sign-ups), buyers' reviews and staff. Every section stays mounted while another is shown, so its filters, pages and
 * ticked orders are still there on coming back. The page guard (lib/guards.ts) sends shoppers away before this
 * loads; the island also renders nothing for them, so they never see a flash of the page. Staff get the day's work
 * without the cash, the couriers, the catalog, the newsletter list and staff, which are the owner's. The API checks the role again on every
 * call.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { useHydrated } from '../../lib/use-hydrated';
import { $staffRefused } from '../../lib/session-token';
import { paths } from '#schema/paths';
import { CONSOLE_WORDS } from '../../i18n/console';
import { $isOwner, $opensConsole } from '../../stores/auth';
import { loadConnectedCouriers } from '../../stores/couriers';
import CatalogSection from './catalog/CatalogSection';
import BlockedPhones from './cod/BlockedPhones';
import CourierCash from './cod/CourierCash';
import { ConsoleLang } from './console-words';
import { ConsoleNav } from './ConsoleNav';
import CouriersSection from './couriers/CouriersSection';
import Customers from './customers/Customers';
import Dashboard from './dashboard/Dashboard';
import { NewsletterSignups } from './inbox/NewsletterSignups';
import { QuoteRequests } from './inbox/QuoteRequests';
import { ReviewsSection } from './reviews/ReviewsSection';
import OilsOrders from './OilsOrders';
import PerfumeOrders from './PerfumeOrders';
import NewOrderAlerts from './push/NewOrderAlerts';
import { canRegister, registerConsoleWorker } from './push/console-worker';
import { sectionOf, shows, type SectionId } from './sections';
import StaffSection from './staff/StaffSection';
import '../../styles/one-word.css';
import './admin.css';

/** The section the address names, following the owner's taps, Back and Forward. */
function useShownSection(owner: boolean): SectionId | null {
  const [hash, setHash] = useState(() => (typeof location === 'undefined' ? '' : location.hash));
  useEffect(() => {
    const follow = () => {
      setHash(location.hash);
      // A section opens at its top; any other anchor is left to the browser.
      if (sectionOf(location.hash, owner)) window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [owner]);
  return sectionOf(hash, owner);
}

/** In place of the console once the shop no longer counts this account as staff: why, and the way out. */
function ConsoleClosed({ lang }: { lang: Lang }) {
  const words = CONSOLE_WORDS[lang].closed;
  return (
    <div className="admin-section" role="alert">
      <p>{words.text}</p>
      <a className="button" href={hrefIn(lang, paths.home)}>
        {words.toShop}
      </a>
    </div>
  );
}

export default function AdminConsole({ lang = 'en' }: { lang?: Lang }) {
  const allowed = useStore($opensConsole);
  const refused = useStore($staffRefused);
  const owner = useStore($isOwner);
  const hydrated = useHydrated();
  const shown = useShownSection(owner);
  // The order cards' booking buttons, for the owner and staff alike; without them the cards ship by hand.
  useEffect(() => {
    if (allowed) loadConnectedCouriers().catch(() => {});
  }, [allowed]);
  // The offline start: the next time the console opens without a connection, its worker answers. Without one (an
  // old browser, a private window that refuses it) the console works as it does online.
  useEffect(() => {
    if (allowed && canRegister()) registerConsoleWorker(lang).catch(() => {});
  }, [allowed, lang]);
  if (!hydrated || !allowed) return null;
  if (refused) return <ConsoleClosed lang={lang} />;
  const part = (id: SectionId, children: ReactNode) => <div hidden={!shows(id, shown)}>{children}</div>;
  return (
    <ConsoleLang.Provider value={lang}>
      <ConsoleNav owner={owner} shown={shown} />
      {part('today', <Dashboard />)}
      {/* After the list, so the first screen still opens on the day's figures and the first orders. */}
      {part(
        'orders',
        <>
          <PerfumeOrders />
          <NewOrderAlerts />
        </>,
      )}
      {part('oils', <OilsOrders />)}
      {part('customers', <Customers />)}
      {part(
        'inbox',
        <>
          <QuoteRequests />
          {owner && <NewsletterSignups />}
        </>,
      )}
      {part('reviews', <ReviewsSection />)}
      {owner &&
        part(
          'cash',
          <>
            <CourierCash />
            <BlockedPhones />
          </>,
        )}
      {owner && part('couriers', <CouriersSection />)}
      {owner && part('catalog', <CatalogSection />)}
      {owner && part('staff', <StaffSection />)}
    </ConsoleLang.Provider>
  );
}
