import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ListedOil } from '../../schema/payloads/oils';
import { oils } from '../../schema/tables';
import type { AppEnv } from '../env';

export const oilRoutes = new Hono<AppEnv>();

/** A bare list, `[{ _id, name, price }]`, price for 25 ml: the wholesale page's dropdown. */
oilRoutes.get('/', async (c) => {
  const list = await c.var.db
    .select({ _id: oils.id, name: oils.name, price: oils.price })
    .from(oils)
    .orderBy(asc(oils.name));
  return c.json<ListedOil[]>(list);
});
