/**
 * A courier's answer as the API's refusal: its "no" and why (400 when checking credentials, 422 when booking), and
 * an unreachable or silent courier as 502. Anything else goes on as it was.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/errors';
import { CourierRefused, CourierUnreachable } from './courier';

export function courierRefusal(err: unknown, refusedStatus: ContentfulStatusCode, field?: string): unknown {
  if (err instanceof CourierRefused)
    return new ApiError(refusedStatus, err.message, { code: 'courier_refused', field, courier: err.no });
  if (err instanceof CourierUnreachable)
    return new ApiError(502, `${err.message}. Nothing was changed; please try again.`, {
      code: 'courier_unreachable',
    });
  return err;
}
