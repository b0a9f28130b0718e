/** The shop's settings the owner sets in the console. */
import { ADMIN_SETTINGS } from '#schema/api';
import type { ShopSettings } from '#schema/answers/settings';
import { call } from '../lib/api';

export const loadSettings = () => call(ADMIN_SETTINGS.read).then((answer) => answer.settings);
export const changeSettings = (body: ShopSettings) =>
  call(ADMIN_SETTINGS.change, { body }).then((answer) => answer.settings);
