/**
 * The shop's money formats: 'Rs. 1,599/-' on product lists, 'Rs 200' in totals, and 'Rs 200.00' for
 * the checkout's shipping option. Prices are whole rupees.
 */
const grouping = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });
const withPaisa = new Intl.NumberFormat('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function listPrice(rupees: number): string {
  return `Rs. ${grouping.format(rupees)}/-`;
}

export function amount(rupees: number): string {
  return `Rs ${grouping.format(rupees)}`;
}

/** Shipping in totals: 'Rs 200', or 'FREE' (or the page's own word for it) when there is none. */
export function shippingAmount(rupees: number, free = 'FREE'): string {
  return rupees > 0 ? amount(rupees) : free;
}

export function exactAmount(rupees: number): string {
  return `Rs ${withPaisa.format(rupees)}`;
}
