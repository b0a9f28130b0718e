/**
 * A sale's start and end as the owner's phone shows them: a datetime-local field holds the phone's own time
 * (Pakistan time for the shop's owner), the API an ISO time.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-03-30T21:00', the value of a datetime-local field, for an ISO time. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ISO time of a datetime-local field's value, or '' when it holds none. */
export function fromLocalInput(value: string): string {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}

/** '30 Mar 2026, 9:00 pm'. */
export function saleMoment(iso: string): string {
  return new Date(iso)
    .toLocaleString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
    .replace(/\s?([ap])m$/i, ' $1m');
}
