/**
 * The pages one-time links open (a staff invite, a password reset); the token follows `#`, so it never reaches a
 * server log or a Referer. Kept apart from the staff payloads: every page's links read these, and that module's zod
 * schemas would bring zod into every page's JavaScript.
 */
export const LINK_PAGES = { joinStaff: '/staff-join', resetPassword: '/reset-password' } as const;
