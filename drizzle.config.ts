import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from schema/tables.ts; wrangler applies them (`wrangler d1 migrations apply`).
export default defineConfig({
  dialect: 'sqlite',
  schema: './schema/tables.ts',
  out: './schema/migrations',
});
