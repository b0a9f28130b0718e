/**
 * The console's sections and their addresses: /orders#today, /orders#orders, … A hash rather than a path, so the
 * console stays one pre-rendered page behind one guard (no page per section to build, guard and keep in step), a
 * section is one tap away without loading anything, and every section the owner visited keeps its filters, pages
 * and ticked orders while another is shown. /orders alone shows every section, one under the other.
 */
export const SECTIONS = [
  { id: 'today', label: 'Today', ownerOnly: false },
  { id: 'orders', label: 'Orders', ownerOnly: false },
  { id: 'oils', label: 'Oils orders', ownerOnly: false },
  // What the couriers owe and the numbers blocked from cash on delivery.
  { id: 'cash', label: 'Cash', ownerOnly: true },
  // PostEx and Leopards connected by API, and Sync now.
  { id: 'couriers', label: 'Couriers', ownerOnly: true },
  { id: 'catalog', label: 'Catalog', ownerOnly: true },
  { id: 'customers', label: 'Customers', ownerOnly: false },
  { id: 'inbox', label: 'Inbox', ownerOnly: false },
  // Buyers' reviews waiting to be approved or hidden.
  { id: 'reviews', label: 'Reviews', ownerOnly: false },
  { id: 'staff', label: 'Staff', ownerOnly: true },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/** The sections this person may open. */
export const sectionsFor = (owner: boolean) => SECTIONS.filter((section) => owner || !section.ownerOnly);

/** The section an address names ('#catalog'), or null for the whole console (no hash, or one naming none of theirs). */
export function sectionOf(hash: string, owner: boolean): SectionId | null {
  const id = hash.replace(/^#/, '');
  return sectionsFor(owner).find((section) => section.id === id)?.id ?? null;
}

/** Whether a part of the console shows at an address: the orders list shows under Today too, after the day's figures. */
export function shows(part: SectionId, shown: SectionId | null): boolean {
  return shown === null || shown === part || (part === 'orders' && shown === 'today');
}
