/**
 * How long delivery takes by city, in one place: the shipping page's table and the line beside a perfume's Add to
 * Cart both read it, and both stay inside DELIVERY_DAYS.
 */
import { DELIVERY_DAYS, SHOP } from './shop';

const { min, max } = DELIVERY_DAYS;

export const DELIVERY_BY_CITY = [
  { where: `${SHOP.city} (where we pack every order)`, short: SHOP.city, days: `${min} working days` },
  {
    where: 'Karachi, Islamabad, Rawalpindi, Faisalabad, Multan, Gujranwala, Sialkot, Peshawar, Hyderabad, Quetta',
    short: 'big cities',
    days: `${min} to ${min + 1} working days`,
  },
  { where: 'Other cities and towns', short: 'other towns', days: `${min + 1} to ${max} working days` },
  {
    where: 'Gilgit-Baltistan, Azad Kashmir, Chitral and remote areas of Balochistan and Khyber Pakhtunkhwa',
    short: 'remote areas',
    days: `${max} working days, sometimes more when roads close`,
  },
] as const;

/** 'Lahore 2 days, big cities 2-3, other towns 3-5': the first three rows, as a product page says them. */
export const DELIVERY_BY_CITY_SHORT = `${SHOP.city} ${min} days, big cities ${min}-${min + 1}, other towns ${min + 1}-${max}`;
