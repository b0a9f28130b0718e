/**
 * The W3C Nu HTML checker (scripts/html-check.ts, as `npm run audit` runs it) over every page of the sitemap and the
 * private pages, as the shop serves them: not one error. Slow (Java and some 200 pages), hence its own time.
 */
import { expect, test } from './support/test';
import { htmlErrors } from '../../scripts/html-check';

test('every page is valid HTML to the Nu checker', async ({ baseURL }) => {
  test.setTimeout(300_000);
  expect(await htmlErrors(baseURL!)).toEqual([]);
});
