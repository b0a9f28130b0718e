/**
 * A bottle's size typed beside what the shopper wants ('oud 50ml', 'gulab 100 ml', '۵۰ ملی لیٹر'): every perfume
 * comes in one, so it narrows nothing, and read as a word it found nothing at all. It asks for perfume, as 'perfume'
 * does.
 */
import { fold } from './fold';

const SIZE = new RegExp(
  String.raw`(?<![a-z0-9\u0600-\u06ff])\d+(?:\.\d+)? ?(?:${['ml', 'mls', 'milliliter', 'millilitre', 'ملی لیٹر', 'ملی']
    .map(fold)
    .join('|')})(?![a-z0-9\u0600-\u06ff])`,
  'g',
);

/** The folded text without the sizes typed in it, and whether it had any. */
export function readSizes(folded: string): { sized: boolean; rest: string } {
  const rest = folded.replace(SIZE, ' ');
  return { sized: rest !== folded, rest };
}
