import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_REFERENCE, apiReference } from './api-reference';

describe('the API reference', () => {
  it('is what the contract says now (run npm run docs:api after changing schema/api.ts or an answer)', async () => {
    expect(readFileSync(API_REFERENCE, 'utf8')).toBe(await apiReference());
  });

  it("lists the upload's query parameters, without which a photo has no thumbnail or link preview", async () => {
    const reference = await apiReference();
    expect(reference).toContain('`?thumbnailOf=`');
    expect(reference).toContain('`?previewOf=`');
  });
});
