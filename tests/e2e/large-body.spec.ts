/**
 * A body far over the API's limit, sent over a real connection as a script or a broken client would: the answer is
 * the 413 refusal in the shop's envelope every time, never a reset connection or the local runtime's own 500 with a
 * stack trace (which answering before the body had arrived gave about three times in four).
 */
import { expect, test } from './support/test';
import { csrfHeaders } from './support/csrf';

test('a 2 MB body is refused with 413 too_large in the envelope, every time', async ({ request }) => {
  const headers = { 'content-type': 'application/json', ...(await csrfHeaders(request)) };
  const data = JSON.stringify({ productId: 'deodar', note: 'a'.repeat(2_000_000) });
  for (let attempt = 1; attempt <= 8; attempt++) {
    const answer = await request.post('/api/cart/add', { headers, data });
    expect(answer.status(), `attempt ${attempt}`).toBe(413);
    expect(await answer.json()).toMatchObject({
      success: false,
      code: 'too_large',
      message: 'The request is too large.',
    });
  }
});
