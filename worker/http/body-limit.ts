/**
 * A request body held to a size, refused with the route's own 413 once it is past it. An oversized body is read to its
 * end (up to DRAINED_AT_MOST) and dropped before the refusal goes: answered while the client is still sending, the
 * connection is cut under it, and wrangler's local proxy then answers its own 500 with a stack trace, or a browser
 * sees a reset rather than the refusal. A body past DRAINED_AT_MOST is not worth reading and is cancelled.
 *
 * Hono's bodyLimit cannot do this for a body sent without a length (chunked): its own reader holds the stream when
 * it calls for the refusal, so nothing else can read the rest.
 */
import type { MiddlewareHandler } from 'hono';
import type { ApiError } from './errors';

const DRAINED_AT_MOST = 8 * 1024 * 1024;

/** Reads and drops the rest of a body already `read` bytes in, as far as DRAINED_AT_MOST. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, read: number): Promise<void> {
  try {
    for (;;) {
      if (read > DRAINED_AT_MOST) return await reader.cancel();
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
  } catch {
    // The client went away mid-body: there is no one left to answer.
  }
}

export function limitBodyTo(maxBytes: number, refusal: () => ApiError): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const length = c.req.raw.headers.get('content-length');
    const chunked = c.req.raw.headers.has('transfer-encoding');
    if (length !== null && !chunked && Number(length) <= maxBytes) return next();

    // Too long by its own length, or of no declared length: read it here, as far as the limit.
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let read = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      if (read > maxBytes) {
        await drain(reader, read);
        throw refusal();
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(read);
    let at = 0;
    for (const chunk of chunks) whole.set(chunk, (at += chunk.byteLength) - chunk.byteLength);
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}
