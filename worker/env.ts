import type { Role } from '#schema/roles';
import type { Db } from './db';
import type { DrawPage } from './pages/draw';

export interface Env {
  DB: D1Database;
  ASSETS: Fetcher;
  /** The owner's photos (worker/media/store.ts); the local bucket under .wrangler for `npm start` and the tests. */
  MEDIA: R2Bucket;
  /** HS256 signing key; at least 32 characters (`.dev.vars` locally, `wrangler secret put JWT_SECRET` deployed). */
  JWT_SECRET: string;
  /** A Workers Builds deploy hook (a Worker secret); the console's Publish calls it. Unset: publishing is off. */
  DEPLOY_HOOK_URL?: string;
  /**
   * Web Push for new orders (worker/push): the shop's VAPID key pair (base64url: the 65-byte public point, the
   * 32-byte private scalar) and a mailto: the push services may write to. Worker secrets; unset, pushes are off.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /**
   * The couriers' merchant APIs (worker/couriers): each base URL defaults to the courier's production address; set
   * one to use its sandbox. COURIER_TIMEOUT_MS: how long a courier call may take (default 15 s).
   */
  POSTEX_API_URL?: string;
  LEOPARDS_API_URL?: string;
  COURIER_TIMEOUT_MS?: string;
}

/** The logged-in user, as read from D1 on every authenticated request. */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  role: Role;
}

export interface AppEnv {
  Bindings: Env;
  /** `draw`: Astro's way to draw a page (worker/pages/draw.ts); none in the API tests' Worker. */
  Variables: { user: SessionUser; db: Db; draw: DrawPage | null };
}
