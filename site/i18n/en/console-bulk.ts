/**
 * The console's words for what it does with the ticked perfume orders at once: move them to a status, book them
 * with a courier, print their airway bills.
 */
/**
 * Why the bulk change skipped an order, as the server's sentence says it, from the status the order is in now and
 * the return's reason (both already written; `allowed`, the statuses it may still move to).
 */
export interface SkippedWhyWords {
  already: (status: string) => string;
  final: (status: string) => string;
  meanwhile: (status: string) => string;
  onlyTo: (status: string, allowed: string[], to: string) => string;
  reasonAfterDelivery: (reason: string) => string;
  notFound: string;
}

const orders = (count: number) => `${count} order${count === 1 ? '' : 's'}`;

export const bulkWords = {
  move: {
    form: 'Move the selected orders',
    to: 'Move selected to',
    whyBack: 'Why did they come back?',
    restock: 'Put the bottles back in stock',
    submit: 'Move orders',
    moving: 'Moving…',
    cancelAsk: (count: number) => `Cancel ${orders(count)}? Their items go back into stock.`,
    failed: 'Could not change the orders. Please try again.',
    /** The status, already written, the orders moved to. */
    moved: (count: number, status: string) => `Moved ${orders(count)} to ${status}.`,
    skipped: (count: number) => ` Skipped ${count}:`,
    skippedList: 'Skipped orders',
    /** Why an order was skipped, by the answer's code; null where the server's own sentence is read as it is. */
    skippedWhy: null as SkippedWhyWords | null,
  },
  booking: {
    form: 'Book the selected orders with a courier',
    weight: 'Weight of each parcel in grams (optional)',
    bookWith: (count: number, courier: string) => `Book ${orders(count)} with ${courier}`,
    booked: (trackingNumber: string) => `booked, tracking number ${trackingNumber}`,
    /** A refused order's city changed to one of the courier's nearest, from its line. */
    cityChanged: (city: string) => `city changed to ${city}: book it again.`,
    failed: 'Could not book the orders. Please try again.',
    outcome: (booked: number, of: number) => `Booked ${booked} of ${orders(of)}.`,
    results: 'Booking results',
    /**
     * Why an order was not booked with the courier named, where that courier did not refuse it; null where the
     * server's sentence is read.
     */
    notBooked: null as Record<
      'unreachable' | 'untracked' | 'already_booked' | 'skipped',
      (courier: string) => string
    > | null,
  },
  bills: {
    print: 'Print airway bills',
    getting: 'Getting the airway bills…',
    failed: 'Could not get the airway bills. Please try again.',
    /** How many of the ticked orders have a bill, and the most that print at once when more do. */
    some: (printable: number, selected: number, most: number | null) =>
      `${printable} of the ${selected} selected orders have an airway bill: only shipped orders have one${most === null ? '' : `, and ${most} print at a time`}.`,
  },
};

export type BulkWords = typeof bulkWords;
