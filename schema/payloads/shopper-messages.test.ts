import { describe, expect, it } from 'vitest';
import { z } from './zod';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("a rule's message where the schema words none", () => {
  it.each([
    [z.object({ firstName: z.string().min(1) }), { firstName: '' }, 'First name is required'],
    [z.object({ note: z.string().max(3) }), { note: 'long' }, 'Note must be at most 3 characters'],
    [z.object({ qty: z.number().min(2) }), { qty: 1 }, 'Qty must be at least 2'],
    [z.object({ tags: z.array(z.string()).min(2) }), { tags: [] }, 'Tags must be at least 2 entries'],
    [z.object({ kind: z.enum(['a', 'b']) }), { kind: 'c' }, 'Kind must be one of: a, b'],
    [z.object({ city: z.string() }), {}, 'City is required'],
    [z.object({ items: z.array(z.string()) }), { items: [null] }, 'Invalid request. Please check your input.'],
  ])('%#: %j', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it("keeps the schema's own message", () => {
    expect(messageOf(z.object({ name: z.string().min(1, { error: 'Name is required' }) }), { name: '' })).toBe(
      'Name is required',
    );
  });
});
