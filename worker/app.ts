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
import { authRoutes } from './accounts/auth-routes';
import { cartRoutes } from './cart/routes';
import { productRoutes } from './catalog/routes';
import { newsletterRoutes } from './contact/newsletter-routes';
import { quoteRoutes } from './contact/quote-routes';
import { csrfRoutes } from './http/csrf-routes';
import { oilsCartRoutes } from './oils/cart-routes';
import { oilsOrderRoutes } from './oils/order-routes';
import { oilRoutes } from './oils/routes';
import { orderRoutes } from './orders/routes';
import { pageRoutes } from './pages/routes';

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
