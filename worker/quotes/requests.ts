/**
 * The contact page's 'Get a quote' form: anyone may send one, a few per hour per address. The admin lists them
 * newest first, all or only those waiting (or handled), and marks each handled once answered, which keeps when
 * and by whom.
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Quote } from '#schema/answers/contact';
import type { QuotePayload } from '#schema/payloads/contact';
import { quotes, users } from '#schema/tables';
import { ApiError } from '../http/errors';
import { olderThan, type Cursor } from '../http/paging';
import type { ThrottleRule } from '../http/throttle';
import type { Db } from '../db';

export const QUOTE_REQUESTS: ThrottleRule = {
  name: 'quote',
  limit: 10,
  windowMs: 60 * 60_000,
  message: (wait) => `We have your requests already and will reply soon. To send another, please try again in ${wait}.`,
};

export const QUOTE_THANKS = 'Thank you! We will get back to you in 24 hours.';
export const QUOTE_NOT_FOUND = 'This quote request does not exist.';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const quoteColumns = {
  id: quotes.id,
  firstName: quotes.firstName,
  lastName: quotes.lastName,
  email: quotes.email,
  phone: quotes.phone,
  message: quotes.message,
  lang: quotes.lang,
  createdAt: quotes.createdAt,
  handledAt: quotes.handledAt,
  handledBy: users.username,
};

type QuoteRow = Awaited<ReturnType<typeof quotesAfter>>[number];

export function serializeQuote({ id, createdAt, handledAt, handledBy, ...quote }: QuoteRow): Quote {
  return {
    _id: id,
    ...quote,
    createdAt: iso(createdAt)!,
    handledAt: iso(handledAt),
    handledBy: handledAt === null ? null : handledBy,
  };
}

function selectQuotes(db: Db) {
  return db.select(quoteColumns).from(quotes).leftJoin(users, eq(users.id, quotes.handledBy));
}

/** Quotes newest first after the cursor; `handled` true or false keeps only handled or waiting ones. */
export function quotesAfter(db: Db, cursor: Cursor | null, count: number, handled?: boolean) {
  const state = handled === undefined ? undefined : handled ? isNotNull(quotes.handledAt) : isNull(quotes.handledAt);
  return selectQuotes(db)
    .where(and(state, olderThan(quotes.createdAt, quotes.id, cursor)))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(count);
}

/**
 * Marks the quote handled by `adminId`, or waiting again; answers it as it now is. Marking a handled quote handled
 * again keeps who handled it first and when (SET reads the row's values from before the change).
 */
export async function markHandled(db: Db, id: string, handled: boolean, adminId: string): Promise<Quote> {
  const change = handled
    ? {
        handledAt: sql`coalesce(${quotes.handledAt}, ${Date.now()})`,
        handledBy: sql`coalesce(${quotes.handledBy}, ${adminId})`,
      }
    : { handledAt: null, handledBy: null };
  const [updated, [quote]] = await db.batch([
    db.update(quotes).set(change).where(eq(quotes.id, id)).returning({ id: quotes.id }),
    selectQuotes(db).where(eq(quotes.id, id)).limit(1),
  ]);
  if (updated.length === 0 || !quote) throw new ApiError(404, QUOTE_NOT_FOUND, { code: 'not_found' });
  return serializeQuote(quote);
}

export async function saveQuote(db: Db, quote: QuotePayload): Promise<void> {
  await db.insert(quotes).values({ id: crypto.randomUUID(), ...quote, createdAt: Date.now() });
}
