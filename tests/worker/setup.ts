import { applyD1Migrations, env } from 'cloudflare:test';
import { seedStatements } from '../../schema/seed';

// Every test file starts from the migrated schema and the seeded catalog, as `npm start` leaves it.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(seedStatements().map((statement) => env.DB.prepare(statement)));
