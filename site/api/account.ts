/** The site's calls to /api/account: the password change and the delivery details kept for the next checkout. */
import type { SavedDelivery, SavedDeliveryAnswer } from '../../schema/payloads/account';
import type { TokenAnswer } from '../../schema/payloads/auth';
import { api } from '../lib/api';

export const changePassword = async (currentPassword: string, newPassword: string) =>
  (await api<TokenAnswer>('/api/account/password', { method: 'POST', body: { currentPassword, newPassword } })).token;

export const loadSavedDelivery = async () => (await api<SavedDeliveryAnswer>('/api/account/delivery')).details;

export const saveDelivery = async (details: Partial<Record<keyof SavedDelivery, string>>) =>
  (await api<SavedDeliveryAnswer>('/api/account/delivery', { method: 'PUT', body: details })).details;

export const forgetDelivery = async () => {
  await api<SavedDeliveryAnswer>('/api/account/delivery', { method: 'DELETE' });
};
