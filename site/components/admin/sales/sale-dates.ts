/**
 * A sale's start and end in Pakistan time, whatever zone the owner's phone or laptop is set to (in Dubai, or a laptop
 * left on UTC): a datetime-local field holds a Pakistan wall-clock time, the API an ISO time.
 */
import { PAKISTAN_OFFSET_MS } from '#schema/shop';

/** '2026-03-30T21:00', the value of a datetime-local field: the ISO time as Pakistan's clock shows it. */
export function toLocalInput(iso: string): string {
  return new Date(Date.parse(iso) + PAKISTAN_OFFSET_MS).toISOString().slice(0, 16);
}

/** The ISO time of a datetime-local field's value, read as Pakistan time, or '' when it holds none. */
export function fromLocalInput(value: string): string {
  const ms = Date.parse(`${value}Z`);
  return Number.isNaN(ms) ? '' : new Date(ms - PAKISTAN_OFFSET_MS).toISOString();
}
