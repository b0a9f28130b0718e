/** Where the console runs is where the shop is: links sent to a customer (tracking, confirmation) point at it. */
import { DEFAULT_SITE_URL } from './site-url';

export const shopOrigin = () => (typeof location === 'undefined' ? DEFAULT_SITE_URL : location.origin);
