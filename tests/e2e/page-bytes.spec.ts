/**
 * On the audit's 2G-grade link (250 kbps, 300 ms a round trip) a page arrives six TCP segments (8,760 bytes) at a
 * time, one window with its first byte and one more each round trip after: a page whose headers and gzipped HTML
 * fit in two windows (17,520 bytes) has arrived a round trip (0.3 s) before a page a byte longer, and its first paint
 * waits for it. Home, a category and a perfume's page, in both languages, stay inside two windows with 160 bytes to
 * spare, counted as the shop sends them (its own gzip, its own headers). And every page the build writes loads no
 * more JavaScript before the shopper interacts than its bar (scripts/js-weight.ts, which `npm run audit` prints).
 */
import { request as get } from 'node:http';
import { JS_PAGES, jsBarKb, jsWeight } from '#scripts/js-weight';
import { expect, test } from './support/test';

const WINDOW = 6 * 1460;
const BAR = 2 * WINDOW - 160;

/** The bytes of a page's response on the wire: status line, headers and gzipped body. */
function bytesSent(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      expect(response.headers['content-encoding']).toBe('gzip');
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

for (const path of [
  '/home',
  '/ur/home',
  '/woody-perfumes',
  '/ur/woody-perfumes',
  '/perfumes/miraj',
  '/ur/perfumes/miraj',
]) {
  test(`${path} arrives in two round trips of a 2G-grade link`, async ({ baseURL }) => {
    const bytes = await bytesSent(new URL(path, baseURL).href);
    console.log(`${path}: ${bytes} bytes sent, ${BAR - bytes} to spare`);
    expect(bytes).toBeLessThanOrEqual(BAR);
  });
}

test('a client that asks for no compression (plain curl, a crawler) reads a page drawn on demand as text', async ({
  baseURL,
}) => {
  for (const path of ['/perfumes/miraj', '/search?q=oud']) {
    const { encoding, body } = await new Promise<{ encoding: string | undefined; body: string }>((resolve, reject) => {
      get(new URL(path, baseURL).href, (response) => {
        let body = '';
        response.setEncoding('latin1');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body }));
      })
        .on('error', reject)
        .end();
    });
    expect(encoding, path).toBeUndefined();
    expect(body, path).toMatch(/^<!DOCTYPE html>/i);
  }
});

for (const page of JS_PAGES) {
  test(`/${page} loads at most ${jsBarKb(page)} kB of JavaScript before the shopper interacts`, () => {
    // Counted from the build the shop serves: its module scripts and the islands that hydrate by themselves.
    const kb = jsWeight('dist/client', `${page}.html`).before / 1024;
    console.log(`/${page}: ${kb.toFixed(1)} kB of JavaScript before interaction`);
    expect(kb).toBeLessThanOrEqual(jsBarKb(page));
  });
}
