/**
 * Every page as the build renders it passes through here, in memory, before it is written: the islands' style goes
 * into the head (lib/island-styles.ts). Done on the written files after the build, it read and rewrote every page
 * once more, ten thousand of them at 5,000 perfumes.
 */
import { defineMiddleware } from 'astro:middleware';
import { islandStyleInHead } from './lib/island-styles';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(islandStyleInHead(new Uint8Array(await response.arrayBuffer())), response);
});
