/**
 * Who did something to an order, as its timeline says: the shop (its owner, or staff once the shop has them) or
 * the shopper (from their confirmation link or My orders). Kept with each change as it was when it was made.
 */
export const ACTOR_ROLES = ['owner', 'staff', 'shopper'] as const;

export type ActorRole = (typeof ACTOR_ROLES)[number];

/** The user who acted and in which role. */
export interface Actor {
  id: string;
  role: ActorRole;
}

export const ACTOR_LABELS: Record<ActorRole, string> = { owner: 'Owner', staff: 'Staff', shopper: 'Shopper' };

export function isActorRole(value: unknown): value is ActorRole {
  return typeof value === 'string' && (ACTOR_ROLES as readonly string[]).includes(value);
}
