/**
 * Who may do what in the shop. The owner does everything; staff work the orders (perfume and oils: confirmation,
 * shipping, status), the customers (reset links) and quote requests, but do not touch the catalog and its prices,
 * the revenue figures, the newsletter list or the staff itself; a shopper has no console at all.
 */
export const ROLES = ['owner', 'staff', 'shopper'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
export const opensConsole = (role: Role | null | undefined): boolean => role === 'owner' || role === 'staff';
