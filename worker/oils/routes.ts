import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { OILS } from '../../schema/api';
import { oils } from '../../schema/tables';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';

export const oilRoutes = new Hono<AppEnv>();

/** A bare list, `[{ _id, name, price }]`, price for 25 ml: the wholesale page's dropdown. Hidden oils are left out. */
handle(oilRoutes, OILS.list, async (c) => {
  const list = await c.var.db
    .select({ _id: oils.id, name: oils.name, price: oils.price })
    .from(oils)
    .where(eq(oils.available, true))
    .orderBy(asc(oils.name));
  return list;
});
