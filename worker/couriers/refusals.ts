/**
 * A courier's answer as the API's refusal: its "no" and why (400 when checking credentials, 422 when booking, 409
 * when cancelling), and an unreachable or silent courier as 502, as is a yes that gave no tracking number (`untracked`
 * on its silence: the courier answered, but the shop cannot ship with what it said). Anything else goes on as it was.
 *
 * A courier that did not answer may have done what it was asked all the same: the 502 says what the shop kept and
 * what to do next for the step it was (`after`, schema/courier-refusal.ts), never that nothing happened at the courier.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { afterSilenceText } from '#schema/courier-refusal';
import { ApiError } from '../http/errors';
import { CourierRefused, CourierUnreachable } from './courier';

export function courierRefusal(
  err: unknown,
  refusedStatus: ContentfulStatusCode,
  after: 'connect' | 'book' | 'cancel',
  field?: string,
): unknown {
  if (err instanceof CourierRefused)
    return new ApiError(refusedStatus, err.message, { code: 'courier_refused', field, courier: err.no });
  if (err instanceof CourierUnreachable) {
    const untracked = err.unheard.why === 'no_tracking_number' ? { untracked: true as const } : {};
    const silence = { courier: err.courier, step: after, ...untracked };
    return new ApiError(502, `${err.message}. ${afterSilenceText(silence)}`, { code: 'courier_unreachable', silence });
  }
  return err;
}
