/**
 * Where this Playwright worker's own test server listens and keeps its D1: each worker has one (tests/e2e/support/
 * test.ts starts it), on E2E_PORT plus the worker's parallel index, which the worker that replaces a failed one keeps.
 */
const PORT = Number(process.env.E2E_PORT ?? 8790) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/** The server's state directory: its local D1 and R2, emptied when it starts. */
export const E2E_STATE_DIR = `.wrangler/e2e-${PORT}`;
export const E2E_SERVER_PORT = PORT;
