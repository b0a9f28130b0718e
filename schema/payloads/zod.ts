/**
 * zod, configured once for every schema: no code generation. zod would otherwise probe for `new Function` to
 * compile fast parsers, which the pages' Content-Security-Policy refuses (and reports), and Workers do not allow.
 * Schemas import `z` from here, so the setting is in place before any of them parses.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
