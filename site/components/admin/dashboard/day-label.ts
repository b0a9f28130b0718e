/** A dashboard day (YYYY-MM-DD, a Pakistan day) as the owner reads it: '14 Mar', or 'Fri 14 Mar' in a table. */
const short = new Intl.DateTimeFormat('en-PK', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-PK', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export const dayLabel = (day: string) => short.format(new Date(`${day}T00:00:00Z`));
export const longDayLabel = (day: string) => long.format(new Date(`${day}T00:00:00Z`));
