import { Hono } from 'hono';
import { CSRF } from '#schema/api';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';

/** A cheap GET the site calls before its first change of data, so the CSRF cookie is set (see http/guards). */
export const csrfRoutes = new Hono<AppEnv>();

handle(csrfRoutes, CSRF.issue, () => ({ success: true }));
