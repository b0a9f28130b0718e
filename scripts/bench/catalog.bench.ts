/**
 * The bar: a catalog read (GET /api/products/category/woody) is within 2x the time the same local Worker takes
 * to serve a static asset of similar size. Starts the shop on a fresh database (scripts/serve.ts), compares the
 * two under the same load (throughput.ts), and stops the shop.
 *   npm run bench -- catalog        (BENCH_CATALOG_PORT=8802, BENCH_SECONDS=10, BENCH_CONNECTIONS=10)
 */
import { benchAgainstShop } from './bench-shop';
import { compareWithStatic } from './throughput';

const PORT = Number(process.env.BENCH_CATALOG_PORT ?? 8802);
const BAR = 2;

await benchAgainstShop({ port: PORT, state: `.wrangler/bench-catalog-${PORT}`, minutes: 10 }, async (shop) => {
  const ratio = await compareWithStatic(
    {
      base: shop.base,
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
    },
    '/api/products/category/woody',
  );
  const ok = ratio <= BAR;
  console.log(
    ok ? `The catalog API is within the bar (${BAR}x).` : `The catalog API is slower than the bar (${BAR}x).`,
  );
  return ok;
});
