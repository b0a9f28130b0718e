/** The site's calls to /api/account: the password change and the delivery details kept for the next checkout. */
import { ACCOUNT } from '#schema/api';
import type { SavedDeliveryInput } from '#schema/payloads/account';
import { call } from '../lib/api';

export const changePassword = async (currentPassword: string, newPassword: string) =>
  (await call(ACCOUNT.changePassword, { body: { currentPassword, newPassword } })).token;

export const loadSavedDelivery = async () => (await call(ACCOUNT.delivery)).details;

export const saveDelivery = async (details: SavedDeliveryInput) =>
  (await call(ACCOUNT.saveDelivery, { body: details })).details;

export const forgetDelivery = async () => {
  await call(ACCOUNT.forgetDelivery);
};
