/**
 * Who did something to an order, as its timeline says: the shop (its owner, or staff once the shop has them), the
 * shopper (from their confirmation link or My orders), or a courier's own system (a parcel it delivered or brought
 * back, read by the courier sync). Kept with each change as it was when it was made.
 */
export const ACTOR_ROLES = ['owner', 'staff', 'shopper', 'courier'] as const;

export type ActorRole = (typeof ACTOR_ROLES)[number];

/** The user who acted and in which role; for a courier, the courier's id ('postex'). */
export interface Actor {
  id: string;
  role: ActorRole;
}

export const ACTOR_LABELS: Record<ActorRole, string> = {
  owner: 'Owner',
  staff: 'Staff',
  shopper: 'Shopper',
  courier: 'Courier',
};

export const courierActor = (courier: string): Actor => ({ id: courier, role: 'courier' });

const COURIER_ROLE = 'courier:';

/**
 * Who acted, as a history row keeps it (`by`, a user, and `by_role`): a courier is no user of the shop, so its id
 * goes in the role column ('courier:postex').
 */
export function actorColumns(actor: Actor): { by: string | null; byRole: string } {
  return actor.role === 'courier'
    ? { by: null, byRole: `${COURIER_ROLE}${actor.id}` }
    : { by: actor.id, byRole: actor.role };
}

/** The courier's id in a history row's role column, or null when a person acted. */
export const courierOfRole = (byRole: string | null | undefined): string | null =>
  byRole?.startsWith(COURIER_ROLE) ? byRole.slice(COURIER_ROLE.length) : null;

export function isActorRole(value: unknown): value is ActorRole {
  return typeof value === 'string' && (ACTOR_ROLES as readonly string[]).includes(value);
}
