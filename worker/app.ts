/**
 * The whole Worker: `/api/*` answered from D1, everything else from the Astro build (wrangler.toml [assets]),
 * with this app only called for paths no asset matches.
 */
import { drizzle } from 'drizzle-orm/d1';
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { ApiError, handleError } from './http/errors';
import { csrf, limitBody, requireJson } from './http/guards';
import { accountRoutes } from './accounts/routes';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { csrfRoutes } from './routes/csrf';
import { newsletterRoutes } from './routes/newsletter';
import { oilRoutes } from './routes/oils';
import { oilsCartRoutes } from './routes/oils-cart';
import { oilsOrderRoutes } from './routes/oils-orders';
import { orderListRoutes } from './routes/order-lists';
import { orderRoutes } from './routes/orders';
import { pageRoutes } from './routes/pages';
import { productRoutes } from './routes/products';
import { quoteRoutes } from './routes/quotes';

export function createApp() {
  const api = new Hono<AppEnv>();
  api.use(csrf, limitBody, requireJson, async (c, next) => {
    c.set('db', drizzle(c.env.DB));
    await next();
  });
  api.route('/csrf', csrfRoutes);
  api.route('/auth', authRoutes);
  api.route('/account', accountRoutes);
  api.route('/products', productRoutes);
  api.route('/cart', cartRoutes);
  // The lists first: their fixed paths (/orders, /orders/export.csv) must win over the order routes' /:id.
  api.route('/orders', orderListRoutes);
  api.route('/orders', orderRoutes);
  api.route('/oils', oilRoutes);
  api.route('/oilsCart', oilsCartRoutes);
  api.route('/oilsOrders', oilsOrderRoutes);
  api.route('/quotes', quoteRoutes);
  api.route('/newsletter', newsletterRoutes);
  // Registered last, so it only answers API paths no route above matched.
  api.all('*', () => {
    throw new ApiError(404, 'There is nothing at this address.');
  });

  const app = new Hono<AppEnv>();
  app.route('/api', api);
  app.route('/', pageRoutes);
  app.onError(handleError);
  return app;
}
