/**
 * What the static assets don't answer: the empty path and unknown pages go to /home, and every
 * /order-confirmation/{id} gets the one pre-rendered receipt shell, which reads the id from the address.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const pageRoutes = new Hono<AppEnv>();

pageRoutes.get('/order-confirmation/:id', (c) =>
  c.env.ASSETS.fetch(new Request(new URL('/order-confirmation', c.req.url), c.req.raw)),
);

pageRoutes.all('*', (c) => c.redirect('/home', 302));
