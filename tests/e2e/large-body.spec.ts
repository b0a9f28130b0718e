/**
 * A body far over the API's limit, sent over a real connection as a script or a broken client would, with its length
 * or without one (chunked): the answer is the 413 refusal in the shop's envelope every time, never a reset connection,
 * a 500, or the local runtime's own 500 with a stack trace (which answering before the body had arrived gave about
 * three times in four). The same holds for a photo over its 2 MB.
 */
import { request as send } from 'node:http';
import { expect, test } from './support/test';
import { theOwner } from './support/accounts';
import { csrfHeaders } from './support/csrf';

/** POSTs `body` in 64 KB chunks with no Content-Length, as a streaming client does; the answer's status and JSON. */
function postChunked(url: string, headers: Record<string, string>, body: Buffer) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const call = send(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => {
        try {
          resolve({ status: answer.statusCode ?? 0, json: JSON.parse(text) });
        } catch {
          reject(new Error(`${answer.statusCode}: ${text.slice(0, 200)}`));
        }
      });
    });
    call.on('error', reject);
    for (let at = 0; at < body.length; at += 65_536) call.write(body.subarray(at, at + 65_536));
    call.end();
  });
}

const refusal = { success: false, code: 'too_large', message: 'The request is too large.' };

test('a 2 MB body is refused with 413 too_large in the envelope, every time', async ({ request }) => {
  const headers = { 'content-type': 'application/json', ...(await csrfHeaders(request)) };
  const data = JSON.stringify({ productId: 'deodar', note: 'a'.repeat(2_000_000) });
  for (let attempt = 1; attempt <= 8; attempt++) {
    const answer = await request.post('/api/cart/add', { headers, data });
    expect(answer.status(), `attempt ${attempt}`).toBe(413);
    expect(await answer.json()).toMatchObject(refusal);
  }
});

test('a body over the limit sent without its length is refused the same way, and one under it is read', async ({
  request,
  baseURL,
}) => {
  const token = (await csrfHeaders(request))['x-xsrf-token']!;
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
  const login = new URL('/api/auth/login', baseURL).href;
  for (const size of [20_000, 2_000_000]) {
    const body = Buffer.from(JSON.stringify({ email: 'a@b.pk', password: 'x'.repeat(size) }));
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await postChunked(login, headers, body);
      expect(answer, `${size} bytes, attempt ${attempt}`).toMatchObject({ status: 413, json: refusal });
    }
  }
  // Under the limit, a chunked body reaches the route whole: the login reads it and refuses the password.
  const small = await postChunked(
    login,
    headers,
    Buffer.from(JSON.stringify({ email: 'nobody@b.pk', password: 'not-the-password-1' })),
  );
  expect(small).toMatchObject({ status: 401, json: { success: false } });
});

test('a photo over 2 MB is refused with 413 photo_too_large, every time', async ({ request }) => {
  const headers = {
    authorization: `Bearer ${theOwner().token}`,
    'content-type': 'image/png',
    ...(await csrfHeaders(request)),
  };
  const photo = Buffer.alloc(5 * 1024 * 1024, 1);
  for (let attempt = 1; attempt <= 6; attempt++) {
    const answer = await request.post('/api/admin/images', { headers, data: photo });
    expect(answer.status(), `attempt ${attempt}`).toBe(413);
    expect(await answer.json()).toMatchObject({ success: false, code: 'photo_too_large' });
  }
});
