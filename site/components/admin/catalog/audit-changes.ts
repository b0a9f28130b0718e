/**
 * What an audit entry changed, as the owner would say it: 'Price 3,499 → 2,999, sale price off'. Each field the
 * console lets the owner change has its own words; bookkeeping (versions, times, addresses, a photo's file details,
 * a review's status, which the action already says) is left out, and photos are counted rather than named by their
 * file. A deletion says nothing more than its action and name.
 */
import { COURIER_RESTOCK_LABELS, type CourierRestockRule } from '#schema/returns';
import { REASON_LABELS, signed } from './stock-labels';

type Fields = Record<string, unknown> | null;

const number = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-PK') : String(value));
const list = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value.join(', ') : 'none');
const moment = (value: unknown) =>
  new Date(String(value)).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
const photos = (value: unknown) => {
  const count = Array.isArray(value) ? value.length : 0;
  return `${count} photo${count === 1 ? '' : 's'}`;
};
const ROLES: Record<string, string> = { owner: 'owner', staff: 'staff', shopper: 'customer' };
const FEATURED: Record<string, string> = { sale: "the home page's sale", miraj: 'the featured spot' };

type Said = (before: unknown, after: unknown, created: boolean) => string | null;

/** 'Price 3,499 → 2,999', or 'price 2,999' for an item just made. */
const change =
  (label: string, shown: (value: unknown) => string = String): Said =>
  (before, after, created) =>
    created || before === undefined || before === null
      ? `${label} ${shown(after)}`
      : `${label} ${shown(before)} → ${shown(after)}`;

const SAID: Record<string, Said> = {
  name: change('Name'),
  description: (_, __, created) => (created ? null : 'description rewritten'),
  descriptionUr: (_, after, created) =>
    created ? null : after === null || after === undefined ? 'Urdu description removed' : 'Urdu description rewritten',
  price: change('Price', number),
  // The owner's 'price before the sale', struck through on the card.
  compareAtPrice: (before, after) =>
    after === null || after === undefined
      ? 'sale price off'
      : before === null || before === undefined
        ? `sale price on (was ${number(after)})`
        : `price before the sale ${number(before)} → ${number(after)}`,
  stock: change('Stock', number),
  lowStockAt: change('Low stock at', number),
  sizeMl: change('Size (ml)', number),
  concentration: change('Kind'),
  scentType: change('Scent type'),
  genders: change('For', list),
  seasons: change('Seasons', list),
  occasions: change('Occasions', list),
  notes: (_, __, created) => (created ? null : 'notes changed'),
  images: (before, after, created) =>
    created ? photos(after) : `photos ${photos(before).split(' ')[0]} → ${photos(after).split(' ')[0]}`,
  featured: (_, after) => (after ? `on the home page in ${FEATURED[String(after)] ?? after}` : 'off the home page'),
  archived: (_, after) => (after ? 'taken out of the shop' : 'back in the shop'),
  available: (_, after) => (after ? 'on the wholesale page' : 'hidden from the wholesale page'),
  badge: change('Badge'),
  startsAt: change('Starts', moment),
  endsAt: change('Ends', moment),
  items: (before, after, created) => {
    const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
    return created || before === undefined
      ? `${count(after)} perfume${count(after) === 1 ? '' : 's'}`
      : 'perfumes or sale prices changed';
  },
  change: (_, after) => signed(Number(after)),
  reason: (_, after) => REASON_LABELS[String(after) as keyof typeof REASON_LABELS] ?? String(after),
  note: (_, after) => (after ? `“${String(after)}”` : null),
  role: change('Role', (value) => ROLES[String(value)] ?? String(value)),
  expiresAt: (_, after) => `valid until ${moment(after)}`,
  total: change('Total', number),
  orders: (_, after) => `${number(after)} order${after === 1 ? '' : 's'}`,
  courierRestock: change(
    'Parcels the courier returns',
    (value) => `“${COURIER_RESTOCK_LABELS[value as CourierRestockRule] ?? String(value)}”`,
  ),
};

/** The changes of an entry in the owner's words, in the order they were made; nothing for what the owner never sees. */
export function auditSentence(before: Fields, after: Fields): string {
  if (after === null) return '';
  const created = before === null;
  const fields = Object.keys(after).filter((field) => field in SAID);
  const parts = fields
    .filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after[field]))
    .map((field) => SAID[field]!(before?.[field], after[field], created))
    .filter((part): part is string => Boolean(part))
    .map((part) => part.charAt(0).toLowerCase() + part.slice(1));
  const sentence = parts.join(', ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
