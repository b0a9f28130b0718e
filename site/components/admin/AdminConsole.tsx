/**
 * The admin's orders page: the overview (dashboard/), perfume orders, oils orders, customers, quote requests, newsletter sign-ups and the catalog (catalog/). The page guard (lib/guards.ts) sends shoppers away before this loads; the island
 * also renders nothing for them, so they never see a flash of the page. Staff get the day's work without the catalog
 * and the newsletter list, which are the owner's. The API checks the role again on every call.
 */
import { useStore } from '@nanostores/react';
import { useHydrated } from '../../lib/use-hydrated';
import { $isOwner, $opensConsole } from '../../stores/auth';
import CatalogSection from './catalog/CatalogSection';
import Customers from './customers/Customers';
import Dashboard from './dashboard/Dashboard';
import { NewsletterSignups } from './inbox/NewsletterSignups';
import { QuoteRequests } from './inbox/QuoteRequests';
import OilsOrders from './OilsOrders';
import PerfumeOrders from './PerfumeOrders';
import StaffSection from './staff/StaffSection';
import './admin.css';

export default function AdminConsole() {
  const allowed = useStore($opensConsole);
  const owner = useStore($isOwner);
  const hydrated = useHydrated();
  if (!hydrated || !allowed) return null;
  return (
    <>
      <Dashboard />
      <PerfumeOrders />
      <OilsOrders />
      <Customers />
      <QuoteRequests />
      {owner && <NewsletterSignups />}
      {owner && <CatalogSection />}
      {owner && <StaffSection />}
    </>
  );
}
