/**
 * A courier's answer as the API's refusal: its "no" and why (400 when checking credentials, 422 when booking, 409
 * when cancelling), and an unreachable or silent courier as 502. Anything else goes on as it was.
 *
 * A courier that did not answer may have done what it was asked all the same: the 502 says what the shop kept and
 * what to do next for the step it was (`after`), never that nothing happened at the courier.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/errors';
import { CourierRefused, CourierUnreachable } from './courier';

/** What the shop did after a courier's silence, and what the admin does next, by the step that met it. */
const AFTER_SILENCE = {
  connect: () => 'Nothing was saved; please try again.',
  book: (courier: string) =>
    `The order is unchanged. ${courier} may have booked the parcel: book it again with ${courier}, and the shop finds that parcel rather than booking a second.`,
  cancel: (courier: string) =>
    `The order is unchanged. ${courier} may have cancelled the parcel: cancel again, or Sync now to see what ${courier} did.`,
};

export function courierRefusal(
  err: unknown,
  refusedStatus: ContentfulStatusCode,
  after: keyof typeof AFTER_SILENCE,
  field?: string,
): unknown {
  if (err instanceof CourierRefused)
    return new ApiError(refusedStatus, err.message, { code: 'courier_refused', field, courier: err.no });
  if (err instanceof CourierUnreachable)
    return new ApiError(502, `${err.message}. ${AFTER_SILENCE[after](err.courier)}`, { code: 'courier_unreachable' });
  return err;
}
