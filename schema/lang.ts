/**
 * The languages a shopper reads the shop in: English, or Urdu under /ur. An order remembers the one it was placed
 * in, so the shop's WhatsApp messages about it are written in that language too.
 */
import { z } from './payloads/zod';

export const LANGS = ['en', 'ur'] as const;

export type Lang = (typeof LANGS)[number];

/** The language of the page an order or a quote request is sent from: optional, English when not said. */
export const pageLang = z.enum(LANGS, { error: "The page's language must be en or ur." }).default('en');
