/** Order dates as a shopper in Pakistan reads them: '12 Apr 2026, 3:05 pm', in Pakistan time. */
const format = new Intl.DateTimeFormat('en-PK', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Karachi',
});

export function orderDate(iso: string): string {
  return format.format(new Date(iso));
}
