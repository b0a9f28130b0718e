/**
 * An order's timeline (schema/payloads/timeline.ts) from its status and confirmation histories and its events,
 * oldest first. Entries at the same moment keep the order they were written in: a status, then its confirmation.
 */
import { courierOfRole, isActorRole } from '#schema/actors';
import { COURIER_OF_API, isCourierApiId } from '#schema/courier-apis';
import type { orderConfirmationHistory, orderStatusHistory } from '#schema/tables';
import type { OrderMessage } from '#schema/payloads/timeline';
import type { OrderEdit, Timeline, TimelineActor, TimelineEntry } from '#schema/answers/timeline';

/** Who acted, as the history and event rows carry it (their user's name joined in). */
export interface ActorColumns {
  byName?: string | null;
  byRole?: string | null;
}

/** A return's row also carries its reason and whether its bottles went back in stock. */
type StatusColumns = typeof orderStatusHistory.$inferSelect;
export type StatusRow = Pick<StatusColumns, 'status' | 'at'> &
  Partial<Pick<StatusColumns, 'reason' | 'restock'>> &
  ActorColumns;
export type ConfirmationRow = Pick<typeof orderConfirmationHistory.$inferSelect, 'confirmation' | 'at'> & ActorColumns;
export type EventRow = { seq: number; kind: string; detail: string; at: number } & ActorColumns;

function actor(row: ActorColumns): TimelineActor {
  const courier = courierOfRole(row.byRole);
  if (courier !== null) return { role: 'courier', name: isCourierApiId(courier) ? COURIER_OF_API[courier] : courier };
  return isActorRole(row.byRole) ? { role: row.byRole, name: row.byName ?? '' } : null;
}

function eventEntry(row: EventRow, base: { at: string; by: TimelineActor }): TimelineEntry {
  const detail = JSON.parse(row.detail) as unknown;
  if (row.kind === 'edit') return { kind: 'edit', ...base, ...(detail as OrderEdit) };
  if (row.kind === 'note') return { kind: 'note', ...base, text: (detail as { text: string }).text };
  if (row.kind === 'message')
    return { kind: 'message', ...base, message: (detail as { message: OrderMessage }).message };
  throw new Error(`Order event ${row.seq} has an unknown kind '${row.kind}'`);
}

export function buildTimeline(statuses: StatusRow[], confirmations: ConfirmationRow[], events: EventRow[]): Timeline {
  const iso = (ms: number) => new Date(ms).toISOString();
  const entries: { at: number; rank: number; entry: TimelineEntry }[] = [
    ...statuses.map((row) => ({
      at: row.at,
      rank: 0,
      entry: {
        kind: 'status' as const,
        status: row.status,
        ...(row.reason ? { reason: row.reason, restock: Boolean(row.restock) } : {}),
        at: iso(row.at),
        by: actor(row),
      },
    })),
    ...confirmations.map((row) => ({
      at: row.at,
      rank: 1,
      entry: {
        kind: 'confirmation' as const,
        confirmation: row.confirmation,
        at: iso(row.at),
        by: actor(row),
      },
    })),
    ...events.map((row) => ({
      at: row.at,
      rank: 2 + row.seq,
      entry: eventEntry(row, { at: iso(row.at), by: actor(row) }),
    })),
  ];
  return entries.sort((a, b) => a.at - b.at || a.rank - b.rank).map(({ entry }) => entry);
}
