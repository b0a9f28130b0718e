import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.wrangler/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['site/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The folders are the architecture: the browser's code, the API and what both share. `schema/` stands alone, and
  // neither side reaches into the other (or into the build's scripts); tests, which check across them, may.
  ...[
    { folder: 'worker', apart: ['site', 'scripts', 'tests'] },
    { folder: 'site', apart: ['worker', 'tests'] },
    { folder: 'schema', apart: ['site', 'worker', 'scripts', 'tests'] },
  ].map(({ folder, apart }) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apart.map((other) => ({
              // A leading # starts a comment in these gitignore-style patterns: escaped, it is the package.json alias.
              group: [`**/${other}/**`, `\\#${other}/**`],
              message: `${folder}/ does not import from ${other}/: what both need belongs in schema/.`,
            })),
            {
              group: ['../../../*', '../../../**'],
              message: `Three folders up is #${folder}/... (package.json's imports), which reads the same from anywhere.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // Playwright's own `test` knows nothing of the worker's test server: its pages would have no address to open.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take `test` from './support/test', which starts this worker's own test server.",
            },
          ],
        },
      ],
    },
  },
);
