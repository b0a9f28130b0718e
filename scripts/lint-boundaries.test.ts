import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** What the linter says of one import line written in a file at `filePath`. */
async function importFrom(filePath: string, from: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(`import { x } from '${from}';\nexport const y = x;\n`, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the folders the linter keeps apart', () => {
  it.each([
    ['worker/orders/x.ts', '../../site/lib/api'],
    ['worker/orders/x.ts', '../../scripts/catalog-db'],
    ['site/components/x.tsx', '../../worker/http/errors'],
    ['schema/x.ts', '../worker/http/errors'],
    ['schema/answers/x.ts', '../../site/lib/api'],
  ])('%s may not import %s', async (file, from) => {
    expect(await importFrom(file, from)).toContain('no-restricted-imports');
  });

  it.each([
    ['worker/orders/x.ts', '#schema/order-status'],
    ['site/components/x.tsx', '#schema/order-status'],
    ['worker/orders/x.ts', '../http/errors'],
  ])('%s may import %s', async (file, from) => {
    expect(await importFrom(file, from)).not.toContain('no-restricted-imports');
  });
});
