/**
 * An order's timeline (schema/payloads/timeline.ts) from its status and confirmation histories and its events,
 * oldest first. Entries at the same moment keep the order they were written in: a status, then its confirmation.
 */
import { courierOfRole, isActorRole } from '#schema/actors';
import { COURIER_API_IDS, COURIER_OF_API, isCourierApiId } from '#schema/courier-apis';
import type { orderConfirmationHistory, orderEvents, orderStatusHistory } from '#schema/tables';
import { ORDER_MESSAGES } from '#schema/payloads/timeline';
import { z } from '#schema/payloads/zod';
import { orderEdit, type Timeline, type TimelineActor, type TimelineEntry } from '#schema/answers/timeline';

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
export type EventRow = Pick<typeof orderEvents.$inferSelect, 'seq' | 'kind' | 'detail' | 'at'> & ActorColumns;

function actor(row: ActorColumns): TimelineActor {
  const courier = courierOfRole(row.byRole);
  if (courier !== null) return { role: 'courier', name: isCourierApiId(courier) ? COURIER_OF_API[courier] : courier };
  return isActorRole(row.byRole) ? { role: row.byRole, name: row.byName ?? '' } : null;
}

/** What each kind of event keeps in its JSON detail (eventEntry in events.ts writes it). */
const noteDetail = z.object({ text: z.string() });
const messageDetail = z.object({ message: z.enum(ORDER_MESSAGES) });
const cancelledBookingDetail = z.object({ courier: z.enum(COURIER_API_IDS), trackingNumber: z.string() });

function eventEntry(row: EventRow, base: { at: string; by: TimelineActor }): TimelineEntry {
  const detail: unknown = JSON.parse(row.detail);
  switch (row.kind) {
    case 'edit':
      return { kind: 'edit', ...base, ...orderEdit.parse(detail) };
    case 'note':
      return { kind: 'note', ...base, text: noteDetail.parse(detail).text };
    case 'message':
      return { kind: 'message', ...base, message: messageDetail.parse(detail).message };
    case 'booking-cancelled': {
      const { courier, trackingNumber } = cancelledBookingDetail.parse(detail);
      return { kind: 'booking-cancelled', ...base, courier: COURIER_OF_API[courier], trackingNumber };
    }
    default:
      // A row written by a later version of the shop, read by this one.
      throw new Error(`Order event ${row.seq} has an unknown kind '${String(row.kind)}'`);
  }
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
