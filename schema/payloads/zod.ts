/**
 * zod, configured once for every schema: no code generation. zod would otherwise probe for `new Function` to
 * compile fast parsers, which the pages' Content-Security-Policy refuses (and reports), and Workers do not allow.
 * Schemas import `z` from here, so the settings are in place before any of them parses. A rule a schema words no
 * message for is worded for a shopper from its field's name (shopper-messages.ts), never in zod's own words.
 */
import { z } from 'zod';
import { shopperMessage } from './shopper-messages';

z.config({ jitless: true, customError: shopperMessage });

export { z };
