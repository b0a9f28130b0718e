/**
 * Hands a page to Astro, which draws it with the site's own components (the pages marked `prerender = false`),
 * given what the Worker read for it from D1 as `Astro.locals.page`. Only the deployed Worker's entry
 * (worker/index.ts, built by Astro's Cloudflare adapter) has Astro's pages to draw; the API tests' Worker has none.
 */
import type { Context } from 'hono';
import type { OnDemandPage } from '#schema/pages/on-demand';
import type { AppEnv } from '../env';

/** Draws `page` at the request's own address, or at `at` (a page with an address of its own, as the labels have). */
export type DrawPage = (c: Context<AppEnv>, page: OnDemandPage, at?: string) => Promise<Response>;
