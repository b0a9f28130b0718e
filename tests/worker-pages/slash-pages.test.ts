/**
 * The Worker's own pages with a slash at the end of their address (a link shared on WhatsApp often gains one) move to
 * the address without it, query kept, as the static pages do: a search or a receipt is never lost to the home page.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../worker/client';

describe('a page address with a slash at its end', () => {
  it('moves a search, a receipt and a confirmation link to the address without it, in both languages', async () => {
    for (const [path, to] of [
      ['/search/?q=oud', '/search?q=oud'],
      ['/ur/search/?q=oud', '/ur/search?q=oud'],
      ['/order-confirmation/AbC123xyz/', '/order-confirmation/AbC123xyz'],
      ['/ur/order-confirmation/AbC123xyz/', '/ur/order-confirmation/AbC123xyz'],
      ['/confirm/t0ken/', '/confirm/t0ken'],
    ]) {
      const moved = await call(path!);
      expect([path, moved.status, moved.headers.get('location')]).toEqual([path, 307, to]);
    }
  });

  it('still sends an unknown page home', async () => {
    const unknown = await call('/no-such-page/');
    expect([unknown.status, unknown.headers.get('location')]).toEqual([302, '/home']);
  });
});
