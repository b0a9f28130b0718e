/**
 * The admin's orders page: perfume orders, oils orders, quote requests and newsletter sign-ups. The page guard (lib/guards.ts) sends anyone else away before this loads; the island
 * also renders nothing for them, so a non-admin never sees a flash of the page. The API checks the role again.
 */
import { useStore } from '@nanostores/react';
import { useHydrated } from '../../lib/use-hydrated';
import { $isAdmin } from '../../stores/auth';
import { NewsletterSignups, QuoteRequests } from './Inbox';
import OilsOrders from './OilsOrders';
import PerfumeOrders from './PerfumeOrders';
import './admin.css';

export default function AdminConsole() {
  const isAdmin = useStore($isAdmin);
  const hydrated = useHydrated();
  if (!hydrated || !isAdmin) return null;
  return (
    <>
      <PerfumeOrders />
      <OilsOrders />
      <QuoteRequests />
      <NewsletterSignups />
    </>
  );
}
