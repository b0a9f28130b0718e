/** The shop's people and one-time links: staff invites and roles, joining, and customers' password resets. */
import { AUTH, CUSTOMERS, STAFF, STAFF_JOIN } from '#schema/api';
import { call } from '../lib/api';

export const loadStaff = () => call(STAFF.list).then((answer) => answer.staff);
export const makeInvite = () => call(STAFF.invite).then((answer) => answer.invite);
export const changeRole = (userId: string, role: 'owner' | 'staff' | 'none') =>
  call(STAFF.changeRole, { params: { userId }, body: { role } }).then((answer) => answer.member);
export const joinStaff = (token: string) => call(STAFF_JOIN.join, { body: { token } }).then((answer) => answer.token);
export const makeResetLink = (userId: string) => call(CUSTOMERS.resetLink, { params: { userId } });
/** Whether a reset link still sets a password ('live', 'spent' or 'expired'), before its form shows. */
export const resetLinkState = (token: string) =>
  call(AUTH.resetLink, { body: { token } }).then((answer) => answer.state);
export const resetPassword = (token: string, password: string) =>
  call(AUTH.reset, { body: { token, password } }).then((answer) => answer.token);
