// The bindings the tests see through `import { env } from 'cloudflare:test'`: the Worker's own plus the migrations.
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    ASSETS: Fetcher;
    MEDIA: R2Bucket;
    JWT_SECRET: string;
    POSTEX_API_URL: string;
    LEOPARDS_API_URL: string;
    COURIER_TIMEOUT_MS: string;
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
