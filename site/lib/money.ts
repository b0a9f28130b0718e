/** The shop's one money format: 'Rs. 1,599/-' on product lists and 'Rs 200' in totals (SPEC §9). */
const grouping = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

export function listPrice(rupees: number): string {
  return `Rs. ${grouping.format(rupees)}/-`;
}

export function amount(rupees: number): string {
  return `Rs ${grouping.format(rupees)}`;
}
