import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import path from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const featuresDir = './client/src/features';
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory())
  : [];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'server/src/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Files the import rules read to follow imports; import-x's default is JavaScript only, so
      // no-cycle stopped at the first TypeScript module it met.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      // The tsconfigs that declare the `@/` and `@common/` paths, each used for the files it
      // includes. Not the root tsconfig.json: it only lists references, which the resolver does
      // not follow down to these files, so aliased imports went unresolved and no rule below
      // (boundaries, cycles) saw them. scripts/lint-boundaries.test.ts keeps this honest.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'client/tsconfig.app.json',
            'client/tsconfig.test.json',
            'server/tsconfig.json',
            'tsconfig.tools.json',
          ].map((file) => path.join(root, file)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-default-export': 'error',
      // Cycles through packages are not ours to fix, and following them is most of the rule's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The architecture's one-way imports: common → server | client; features never import
      // each other or the app shell (style guide; shared code moves down to lib or components).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map(({ name }) => ({
              target: `${featuresDir}/${name}`,
              from: featuresDir,
              except: [`./${name}`],
              message: 'A feature never imports another feature; move shared code down.',
            })),
            {
              target: featuresDir,
              from: './client/src/app',
              message: 'Features never import the app shell.',
            },
            {
              target: ['./client/src/lib', './client/src/components'],
              from: ['./client/src/features', './client/src/app'],
              message: 'Shared client code cannot depend on features or the app shell.',
            },
            {
              target: './common',
              from: ['./client', './server'],
              message: 'common/ stands alone.',
            },
            {
              target: './client',
              from: './server',
              message: 'The client never imports server code.',
            },
            {
              target: './server',
              from: './client',
              message: 'The server never imports client code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 014: the browser's schemas are zod/mini (a third of classic zod's size, and much
    // cheaper to construct); classic zod stays on the server, where both share zod/v4/core.
    files: ['client/**/*.{ts,tsx}', 'common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "client/ and common/ use 'zod/mini' (decision 014).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tools that require a default export.
    files: ['*.config.{js,ts}'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
