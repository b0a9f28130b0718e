/** robots.txt, pointing to the sitemap on the domain the site was built for (SITE_URL). */
import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const text = [
    '# Private pages (cart, checkout, orders) carry a noindex tag instead, so crawlers can read it.',
    'User-agent: *',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
