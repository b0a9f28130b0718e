/**
 * The whole Worker: `/api/*` answered from D1, the pages Astro draws on demand given what D1 holds (`draw`), and
 * everything else from the Astro build (wrangler.toml [assets]), with this app only called for paths no asset
 * matches.
 */
import { drizzle } from 'drizzle-orm/d1';
import { Hono } from 'hono';
import {
  ACCOUNT,
  AUTH,
  CART,
  CSRF,
  CUSTOMERS,
  DASHBOARD,
  NEWSLETTER,
  OILS,
  OILS_CART,
  OILS_ORDERS,
  ORDERS,
  CONFIRM,
  PRODUCTS,
  PUBLISH,
  QUOTES,
  TRACK,
  API_ROOT,
  ADMIN_PRODUCTS,
  ADMIN_OILS,
  ADMIN_AUDIT,
  ADMIN_SALES,
  MEDIA,
  PUSH,
  STAFF,
  STAFF_JOIN,
  REMITTANCES,
  BLOCKED_PHONES,
  REVIEWS,
  ADMIN_REVIEWS,
  ADMIN_COURIERS,
  ADMIN_BOOKINGS,
  ADMIN_SETTINGS,
} from '#schema/api';
import type { AppEnv } from './env';
import { ApiError, handleError } from './http/errors';
import { allowedMethods } from './http/methods';
import { csrf, limitBody, requireJson } from './http/guards';
import {
  apiSecurityHeaders,
  mediaSecurityHeaders,
  noStoreByDefault,
  pageSecurityHeaders,
} from './http/security-headers';
import { accountRoutes } from './accounts/routes';
import { authRoutes } from './sessions/routes';
import { cartRoutes } from './cart/routes';
import { publishRoutes } from './publish/routes';
import { customerRoutes } from './customers/routes';
import { dashboardRoutes } from './dashboard/routes';
import { adminProductRoutes } from './products/routes';
import { auditRoutes } from './audit/routes';
import { imageRoutes, mediaRoutes } from './media/routes';
import { forgetVersionAfterWrites } from './catalog/catalog-version';
import { productRoutes, searchIndexRoutes } from './catalog/routes';
import { saleRoutes } from './sales/routes';
import { newsletterRoutes } from './newsletter/routes';
import { quoteRoutes } from './quotes/routes';
import { csrfRoutes } from './csrf/routes';
import { oilsCartRoutes } from './oils/cart/routes';
import { oilsOrderRoutes } from './oils/orders/routes';
import { oilAdminRoutes, oilRoutes } from './oils/routes';
import { orderRoutes } from './orders/routes';
import { confirmRoutes } from './confirm/routes';
import type { DrawPage } from './pages/draw';
import { keptPages } from './pages/page-cache';
import { DRAWN_PAGES, pageRoutes } from './pages/routes';
import { trackRoutes } from './track/routes';
import { joinRoutes, staffRoutes } from './staff/routes';
import { pushRoutes } from './push/routes';
import { paymentSheetRoutes, remittanceRoutes } from './remittances/routes';
import { blockedPhoneRoutes } from './blocked-phones/routes';
import { reviewAdminRoutes, reviewRoutes } from './reviews/routes';
import { bookingRoutes, courierRoutes } from './couriers/routes';
import { settingsRoutes } from './settings/routes';

export function createApp(draw: DrawPage | null) {
  const api = new Hono<AppEnv>();
  api.use(apiSecurityHeaders, noStoreByDefault, csrf, forgetVersionAfterWrites);
  // A photo upload's body is the photo, up to 2 MB: mounted before the guards that hold every other body to 16 KB of JSON.
  api.route(MEDIA.prefix, imageRoutes);
  // A courier's payment sheet, up to 1 MB of JSON: likewise.
  api.route(REMITTANCES.prefix, paymentSheetRoutes);
  // A sale of up to 500 perfumes, up to 128 KB of JSON: likewise.
  api.route(ADMIN_SALES.prefix, saleRoutes);
  api.use(limitBody, requireJson);
  api.route(CSRF.prefix, csrfRoutes);
  api.route(AUTH.prefix, authRoutes);
  api.route(ACCOUNT.prefix, accountRoutes);
  api.route(PRODUCTS.prefix, productRoutes);
  api.route(CART.prefix, cartRoutes);
  api.route(ORDERS.prefix, orderRoutes);
  api.route(CONFIRM.prefix, confirmRoutes);
  api.route(OILS.prefix, oilRoutes);
  api.route(OILS_CART.prefix, oilsCartRoutes);
  api.route(OILS_ORDERS.prefix, oilsOrderRoutes);
  api.route(QUOTES.prefix, quoteRoutes);
  api.route(NEWSLETTER.prefix, newsletterRoutes);
  api.route(TRACK.prefix, trackRoutes);
  api.route(PUBLISH.prefix, publishRoutes);
  api.route(DASHBOARD.prefix, dashboardRoutes);
  api.route(ADMIN_PRODUCTS.prefix, adminProductRoutes);
  api.route(ADMIN_OILS.prefix, oilAdminRoutes);
  api.route(ADMIN_AUDIT.prefix, auditRoutes);
  api.route(CUSTOMERS.prefix, customerRoutes);
  api.route(STAFF.prefix, staffRoutes);
  api.route(STAFF_JOIN.prefix, joinRoutes);
  api.route(PUSH.prefix, pushRoutes);
  api.route(REMITTANCES.prefix, remittanceRoutes);
  api.route(BLOCKED_PHONES.prefix, blockedPhoneRoutes);
  api.route(REVIEWS.prefix, reviewRoutes);
  api.route(ADMIN_REVIEWS.prefix, reviewAdminRoutes);
  api.route(ADMIN_COURIERS.prefix, courierRoutes);
  api.route(ADMIN_BOOKINGS.prefix, bookingRoutes);
  api.route(ADMIN_SETTINGS.prefix, settingsRoutes);
  // Registered last, so it only answers API paths no route above matched: a known address called with another
  // method, or none at all.
  api.all('*', (c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0)
      throw new ApiError(405, `This address takes ${allowed.join(', ')}, not ${c.req.method}.`, {
        code: 'method_not_allowed',
        headers: { allow: allowed.join(', ') },
      });
    throw new ApiError(404, 'There is nothing at this address.', { code: 'no_such_address' });
  });

  const app = new Hono<AppEnv>();
  // The one place the D1 binding is read: everything else reaches the database through c.var.db (worker/db.ts);
  // and Astro's drawing, for an API that answers a page (the printable labels).
  app.use(async (c, next) => {
    c.set('db', drizzle(c.env.DB));
    c.set('draw', draw);
    await next();
  });
  app.route(API_ROOT, api);
  app.use('/media/*', mediaSecurityHeaders);
  app.route('/media', mediaRoutes);
  // Before the security headers: a kept page is served as it was first sent, headers and all.
  if (draw) for (const { path, query } of DRAWN_PAGES) app.use(path, keptPages(query));
  app.use(...pageSecurityHeaders);
  app.route('/search-index', searchIndexRoutes);
  app.route('/', pageRoutes(draw));
  app.onError(handleError);
  return app;
}
