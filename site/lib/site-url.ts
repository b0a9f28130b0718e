/**
 * The shop's public address, read at build time from SITE_URL (astro.config.mjs). Canonical links, og:url and
 * og:image, sitemap.xml, robots.txt and the JSON-LD all build on it, so a wrong value would spread everywhere:
 * anything but an absolute http(s) origin stops the build.
 */
export const DEFAULT_SITE_URL = 'https://mehakperfumes.pk';

export function siteUrl(value: string | undefined): string {
  const text = value?.trim() || DEFAULT_SITE_URL;
  const refuse = (why: string) =>
    new Error(
      `SITE_URL must be the shop's address, an absolute http(s) URL such as ${DEFAULT_SITE_URL}: ${why} (got "${text}")`,
    );
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('it is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('it must start with https:// or http://');
  if (url.username || url.password) throw refuse('it must not carry a user name or password');
  // The Worker serves the shop from the root of its domain: a path would be dropped from every link anyway.
  if (url.pathname !== '/' || url.search || url.hash) throw refuse('it must be the domain alone, without a path');
  return url.origin;
}
