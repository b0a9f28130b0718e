/**
 * /api/admin/staff (owner): the shop's people, invites and roles; /api/staff/join (any logged-in user): an invite
 * spent. Every call re-reads the caller's role from D1.
 */
import { Hono } from 'hono';
import { STAFF, STAFF_JOIN } from '#schema/api';
import { LINK_PAGES } from '#schema/one-time-links';
import { INVITE_HOURS, joinStaffPayload, staffRoleChange } from '#schema/payloads/staff';
import { oneTimeLink } from '../accounts/one-time-links';
import { userById } from '../accounts/users';
import { tokenFor } from '../auth/jwt';
import { requireOwner, requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { createInvite, joinStaff } from './invites';
import { changeRole, staffMembers } from './members';

export const staffRoutes = new Hono<AppEnv>();
staffRoutes.use(requireOwner);

handle(staffRoutes, STAFF.list, async (c) => ({ success: true, staff: await staffMembers(c.var.db) }));

handle(staffRoutes, STAFF.invite, async (c) => {
  const now = Date.now();
  const token = await createInvite(c.var.db, c.var.user.id, now);
  const invite = oneTimeLink(c, LINK_PAGES.joinStaff, token, INVITE_HOURS, now);
  return { success: true, invite };
});

handle(staffRoutes, STAFF.changeRole, validate('json', staffRoleChange), async (c) => {
  const member = await changeRole(c.var.db, c.var.user, c.req.param('userId'), c.req.valid('json').role);
  return { success: true, member };
});

export const joinRoutes = new Hono<AppEnv>();

handle(joinRoutes, STAFF_JOIN.join, requireUser, validate('json', joinStaffPayload), async (c) => {
  await joinStaff(c.var.db, c.var.user, c.req.valid('json').token);
  return { success: true, token: await tokenFor(await userById(c.var.db, c.var.user.id), c.env.JWT_SECRET) };
});
