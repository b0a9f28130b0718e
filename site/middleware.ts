/**
 * Every page as the build renders it passes through here, in memory, before it is written: the islands' style goes
 * into the head (lib/island-styles.ts), and the page's policy keeps only its own hashes (lib/page-policy.ts). Done on
 * the written files after the build, each read and rewrote every page once more, ten thousand of them at 5,000
 * perfumes.
 */
import { defineMiddleware } from 'astro:middleware';
import { islandStyleInHead } from './lib/island-styles';
import { keepOwnHashes } from './lib/page-policy';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(keepOwnHashes(islandStyleInHead(new Uint8Array(await response.arrayBuffer()))), response);
});
