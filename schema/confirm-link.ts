/**
 * Every order's private confirmation link: /confirm/{token}, the token 128 random bits in hex. Whoever has the link
 * (the shopper, from the receipt or the shop's WhatsApp message) may read the order's items, total and city, and
 * confirm or cancel it while it has not shipped; nothing else.
 */
export const CONFIRM_PAGE = '/confirm';

export const isConfirmToken = (token: string) => /^[0-9a-f]{32}$/.test(token);

export const confirmPath = (token: string) => `${CONFIRM_PAGE}/${token}`;

/** The token of a /confirm/{token} address, or null. */
export function confirmTokenOf(pathname: string): string | null {
  const token = pathname.slice(CONFIRM_PAGE.length + 1).replace(/\/$/, '');
  return pathname.startsWith(`${CONFIRM_PAGE}/`) && isConfirmToken(token) ? token : null;
}

/**
 * The same token opens the order's review page, /review/{token}, once it is delivered: the buyer rates each of its
 * perfumes there, with no login.
 */
export const REVIEW_PAGE = '/review';

/** The review page of the order whose confirmation link is `confirmUrl` (`/confirm/{token}`). */
export const reviewPathOf = (confirmUrl: string) => `${REVIEW_PAGE}/${confirmUrl.slice(CONFIRM_PAGE.length + 1)}`;

/** The token of a /review/{token} address, or null. */
export function reviewTokenOf(pathname: string): string | null {
  const token = pathname.slice(REVIEW_PAGE.length + 1).replace(/\/$/, '');
  return pathname.startsWith(`${REVIEW_PAGE}/`) && isConfirmToken(token) ? token : null;
}
