import { Hono } from 'hono';
import type { DoneAnswer } from '../../schema/payloads/auth';
import type { AppEnv } from '../env';

/** A cheap GET the site calls before its first change of data, so the CSRF cookie is set (see http/guards). */
export const csrfRoutes = new Hono<AppEnv>();

csrfRoutes.get('/', (c) => c.json<DoneAnswer>({ success: true }));
