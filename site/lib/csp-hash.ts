/**
 * How a page's Content-Security-Policy names an inline script or style it allows: the base64 SHA-256 of its bytes
 * (a string is taken as UTF-8, as the page is written).
 */
import { createHash } from 'node:crypto';

export const cspHash = (content: string | Uint8Array): `sha256-${string}` =>
  `sha256-${createHash('sha256').update(content).digest('base64')}`;
