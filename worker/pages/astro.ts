/**
 * The Worker's way into Astro: the adapter's own request setup (`cf`: its bindings and waitUntil) and Astro's render
 * of the route the address names, with the page's data in `locals`. Built only by `astro build` (it needs the
 * manifest the build writes), so only worker/index.ts imports it.
 */
import { cf, finalize } from '@astrojs/cloudflare/fetch';
import { astro, FetchState } from 'astro/fetch';
import type { DrawPage } from './draw';

export const drawWithAstro: DrawPage = async (c, page, at) => {
  const state = new FetchState(at ? new Request(new URL(at, c.req.url), c.req.raw) : c.req.raw);
  const asset = await cf(state, c.env as unknown as Cloudflare.Env, c.executionCtx as ExecutionContext);
  if (asset) return asset;
  Object.assign(state.locals, { page });
  return finalize(state, await astro(state));
};
