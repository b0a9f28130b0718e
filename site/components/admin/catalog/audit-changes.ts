/**
 * What an audit entry changed, as the owner would say it: 'Price 3,499 → 2,999, sale price off'. Each field the
 * console lets the owner change has its own words; bookkeeping (versions, times, addresses, a photo's file details,
 * a review's status, which the action already says) is left out, and photos are counted rather than named by their
 * file. A deletion says nothing more than its action and name.
 */
import type { Lang } from '#schema/i18n/languages';
import { CONSOLE_WORDS } from '#site/i18n/console';
import { signed } from './stock-labels';

type Fields = Record<string, unknown> | null;

/** A part of the sentence; `written` when it is what someone typed (a block's reason, a stock note), as typed. */
export interface AuditPart {
  text: string;
  written?: boolean;
}

type Said = (before: unknown, after: unknown, created: boolean) => string | AuditPart | null;

type Words = (typeof CONSOLE_WORDS)['en']['catalog'];

/** Each field's words in the console's language. */
function saidIn({ audit: { said: w }, stock }: Words): Record<string, Said> {
  const number = (value: unknown) => (typeof value === 'number' ? w.number(value) : String(value));
  const list = (value: unknown) =>
    Array.isArray(value) && value.length > 0 ? value.map((one) => w.category(String(one))).join(w.join) : w.none;
  const moment = (value: unknown) => w.moment(String(value));
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  /** 'Price 3,499 → 2,999', or 'price 2,999' for an item just made. */
  const change =
    (label: string, shown: (value: unknown) => string = String): Said =>
    (before, after, created) =>
      created || before === undefined || before === null
        ? w.set(label, shown(after))
        : w.changed(label, shown(before), shown(after));
  const { labels } = w;
  return {
    name: change(labels.name),
    description: (_, __, created) => (created ? null : w.descriptionRewritten),
    descriptionUr: (_, after, created) =>
      created ? null : after === null || after === undefined ? w.urduRemoved : w.urduRewritten,
    price: change(labels.price, number),
    // The owner's 'price before the sale', struck through on the card.
    compareAtPrice: (before, after) =>
      after === null || after === undefined
        ? w.saleOff
        : before === null || before === undefined
          ? w.saleOn(number(after))
          : w.beforeSale(number(before), number(after)),
    stock: change(labels.stock, number),
    lowStockAt: change(labels.lowStockAt, number),
    sizeMl: change(labels.sizeMl, number),
    concentration: change(labels.concentration, (value) => w.concentration(String(value))),
    scentType: change(labels.scentType, (value) => w.category(String(value))),
    genders: change(labels.genders, list),
    seasons: change(labels.seasons, list),
    occasions: change(labels.occasions, list),
    notes: (_, __, created) => (created ? null : w.notesChanged),
    notesUr: (_, __, created) => (created ? null : w.notesUrChanged),
    images: (before, after, created) =>
      created ? w.photos(count(after)) : w.photosChanged(count(before), count(after)),
    featured: (_, after) => (after ? w.featuredIn(w.featuredPlaces[String(after)] ?? String(after)) : w.featuredOff),
    archived: (_, after) => (after ? w.archived : w.restored),
    available: (_, after) => (after ? w.available : w.hidden),
    badge: change(labels.badge),
    startsAt: change(labels.startsAt, moment),
    endsAt: change(labels.endsAt, moment),
    items: (before, after, created) => (created || before === undefined ? w.perfumes(count(after)) : w.itemsChanged),
    change: (_, after) => signed(Number(after)),
    reason: (_, after) =>
      stock.reasons[String(after) as keyof typeof stock.reasons] ?? { text: String(after), written: true },
    note: (_, after) => (after ? { text: `“${String(after)}”`, written: true } : null),
    role: change(labels.role, (value) => w.roles[String(value)] ?? String(value)),
    expiresAt: (_, after) => w.validUntil(moment(after)),
    total: change(labels.total, number),
    orders: (_, after) => w.orders(Number(after), number(after)),
    courierRestock: change(labels.courierRestock, (value) => w.restockRule(String(value))),
  };
}

/** The changes of an entry in the owner's words, in the order they were made; nothing for what the owner never sees. */
export function auditParts(before: Fields, after: Fields, lang: Lang = 'en'): AuditPart[] {
  if (after === null) return [];
  const said = saidIn(CONSOLE_WORDS[lang].catalog);
  const created = before === null;
  const fields = Object.keys(after).filter((field) => field in said);
  const parts = fields
    .filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after[field]))
    .map((field) => said[field]!(before?.[field], after[field], created))
    .filter((part) => part !== null && part !== '')
    .map((part): AuditPart => (typeof part === 'string' ? { text: part } : part!));
  // One sentence: lower case within it, a capital at its start.
  return parts.map((part, i) => ({
    ...part,
    text: (i === 0 ? part.text.charAt(0).toUpperCase() : part.text.charAt(0).toLowerCase()) + part.text.slice(1),
  }));
}

/** The same sentence as one text. */
export function auditSentence(before: Fields, after: Fields, lang: Lang = 'en'): string {
  return auditParts(before, after, lang)
    .map((part) => part.text)
    .join(CONSOLE_WORDS[lang].catalog.audit.said.join);
}
