/**
 * A rule a schema gives no message of its own still refuses in a sentence: the field's name and what is wrong
 * ('Cursor must be at most 300 characters'), never zod's text for developers ('Too big: expected string to have
 * <=300 characters').
 */
import { expect, it } from 'vitest';
import { ADMIN_PRODUCTS } from '#schema/api';
import { makeUser, request } from './client';

it('a refusal by a rule without its own message names the field and says what is wrong, in words', async () => {
  const owner = await makeUser({ role: 'owner' });
  const { status, body } = await request(ADMIN_PRODUCTS.list, {
    token: owner.token,
    query: `cursor=${'x'.repeat(301)}`,
  });
  expect([status, body]).toEqual([
    400,
    {
      success: false,
      message: 'Cursor must be at most 300 characters',
      code: 'invalid',
      field: 'cursor',
      rule: { name: 'too_big', limit: 300, of: 'text' },
      requestId: expect.any(String),
    },
  ]);
});
