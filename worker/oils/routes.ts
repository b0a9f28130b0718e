import { Hono } from 'hono';
import { OILS } from '../../schema/api';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { oilsOnOffer } from './cart';

export const oilRoutes = new Hono<AppEnv>();

handle(oilRoutes, OILS.list, (c) => oilsOnOffer(c.var.db));
