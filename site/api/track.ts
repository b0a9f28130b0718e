/** The tracking page's one call: an order's progress from its number and phone, no login needed. */
import { TRACK } from '#schema/api';
import { call } from '../lib/api';

export const trackOrder = async (orderNumber: string, phone: string) =>
  (await call(TRACK.find, { body: { orderNumber, phone } })).order;
