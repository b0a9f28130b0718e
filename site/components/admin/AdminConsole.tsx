/**
 * The admin's orders page: the overview (dashboard/), perfume orders, oils orders, customers, quote requests, newsletter sign-ups and the catalog (catalog/). The page guard (lib/guards.ts) sends anyone else away before this loads; the island
 * also renders nothing for them, so a non-admin never sees a flash of the page. The API checks the role again.
 */
import { useStore } from '@nanostores/react';
import { useHydrated } from '../../lib/use-hydrated';
import { $isAdmin } from '../../stores/auth';
import CatalogSection from './catalog/CatalogSection';
import Customers from './customers/Customers';
import Dashboard from './dashboard/Dashboard';
import { NewsletterSignups } from './inbox/NewsletterSignups';
import { QuoteRequests } from './inbox/QuoteRequests';
import OilsOrders from './OilsOrders';
import PerfumeOrders from './PerfumeOrders';
import './admin.css';

export default function AdminConsole() {
  const isAdmin = useStore($isAdmin);
  const hydrated = useHydrated();
  if (!hydrated || !isAdmin) return null;
  return (
    <>
      <Dashboard />
      <PerfumeOrders />
      <OilsOrders />
      <Customers />
      <QuoteRequests />
      <NewsletterSignups />
      <CatalogSection />
    </>
  );
}
