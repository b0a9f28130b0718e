/**
 * The catalog read from the start of a build: the config starts it (readCatalogAhead) while Astro is still loading,
 * and the collection's loader takes that read (catalogPerfumes) instead of starting one of its own when the content
 * is synced. Opening the local D1 (a workerd of its own), migrating, seeding and reading it then happen beside
 * Astro's start, on the machine's other core, where the build otherwise waited for them.
 * The config and the content are loaded as two copies of this module: the read is kept on the process's global.
 */
import { loadPerfumes } from './catalog-loader';

type CatalogRead = ReturnType<typeof loadPerfumes>;

const build = globalThis as { catalogAhead?: CatalogRead };

export function readCatalogAhead(): void {
  build.catalogAhead = loadPerfumes();
  // A failure is the loader's to report, when it takes the read.
  build.catalogAhead.catch(() => undefined);
}

/** The read started ahead, once; any later read (`astro check`, a dev server's reload) reads afresh. */
export function catalogPerfumes(): CatalogRead {
  const read = build.catalogAhead ?? loadPerfumes();
  delete build.catalogAhead;
  return read;
}
