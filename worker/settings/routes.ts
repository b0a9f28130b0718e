/** The shop's settings (the owner's): read them, and change them from the console. */
import { Hono } from 'hono';
import { ADMIN_SETTINGS } from '#schema/api';
import { shopSettingsPayload } from '#schema/payloads/settings';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { changeSettings, readSettings } from './store';

export const settingsRoutes = new Hono<AppEnv>();
settingsRoutes.use(requireOwner);

handle(settingsRoutes, ADMIN_SETTINGS.read, async (c) => ({ success: true, settings: await readSettings(c.var.db) }));

handle(settingsRoutes, ADMIN_SETTINGS.change, validate('json', shopSettingsPayload), async (c) => ({
  success: true,
  settings: await changeSettings(c.var.db, c.req.valid('json'), c.var.user.id),
}));
