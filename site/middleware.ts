/**
 * Every page as the build renders it passes through here, in memory, before it is written: Astro's inline island
 * scripts leave it for the header's module (lib/inline-runtime.ts), its module scripts wait for its first picture
 * (lib/page-modules.ts), the islands' style goes into the head (lib/island-styles.ts), and the page's policy, in its
 * <meta> or (drawn on demand) its header, keeps only its own hashes (lib/page-policy.ts). Done on the written files
 * after the build, each read and rewrote every page once more, ten thousand of them at 5,000 perfumes.
 */
import { defineMiddleware } from 'astro:middleware';
import { withoutInlineRuntime } from './lib/inline-runtime';
import { islandStyleInHead } from './lib/island-styles';
import { modulesAfterPaint } from './lib/page-modules';
import { keepOwnHashes } from './lib/page-policy';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const page = modulesAfterPaint(withoutInlineRuntime(new Uint8Array(await response.arrayBuffer())));
  const { status, statusText } = response;
  const headers = new Headers(response.headers);
  const own = keepOwnHashes({ page: islandStyleInHead(page), policy: headers.get('content-security-policy') });
  if (own.policy) headers.set('content-security-policy', own.policy);
  return new Response(own.page, { status, statusText, headers });
});
