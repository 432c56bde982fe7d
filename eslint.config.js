import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverOnly = [
  'koa',
  'koa-*',
  '@koa/*',
  'knex',
  'knex-*',
  'pg',
  'bullmq',
  'ioredis',
  'nodemailer',
  'pino',
  '@node-rs/*',
];
const reactOnly = ['react', 'react-*', 'react/*', '@rjsf/*', '@tanstack/*'];
// Imports by name: common, engine, engine/compiler.ts, forms, forms/…, server/…, ui/… (tsconfig.json paths).
const noDeepRelative = {
  group: ['../../*'],
  message: 'Import by name (common, engine, forms/…, server/…, ui/…), not ../../.',
};

/** Every server file: imports by name, and nothing of the browser. */
const serverPatterns = [
  noDeepRelative,
  {
    group: ['**/ui/**', 'ui/*', ...reactOnly.filter((p) => !p.startsWith('@rjsf'))],
    message: 'server/ never imports ui/ or React.',
  },
];

const browserPatterns = [
  noDeepRelative,
  { group: ['**/server/**', 'server/*'], message: 'ui/ never imports server/.' },
  { group: serverOnly, message: 'Server packages do not belong in the browser.' },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'storybook-static', 'forms/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [noDeepRelative] }],
    },
  },
  {
    files: ['engine/**/*.ts'],
    rules: {
      // The engine runs in the browser and on the server: no framework, no database, no DOM.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepRelative,
            { group: [...serverOnly, ...reactOnly], message: 'engine/ is framework-free.' },
            {
              group: [
                '**/server/**',
                '**/ui/**',
                'server/*',
                'ui/*',
                'forms',
                'forms/*',
                'engine',
                'engine/*',
                'common',
                'common/*',
                'node:*',
              ],
              message:
                'engine/ imports neither server/, ui/, forms/ nor common/ nor Node APIs, and itself only relatively.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'process'],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      // What both sides share runs in the browser and on the server: no framework, no database, no DOM.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepRelative,
            { group: [...serverOnly, ...reactOnly], message: 'common/ is framework-free.' },
            {
              group: [
                '**/server/**',
                '**/ui/**',
                'server/*',
                'ui/*',
                'forms',
                'forms/*',
                'common',
                'common/*',
                'node:*',
              ],
              message:
                'common/ imports neither server/, ui/ nor forms/ nor Node APIs (engine it may), itself relatively.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'process'],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: browserPatterns }],
    },
  },
  {
    // The product's browser code never compiles a schema (CSP forbids eval): precompiled validators only.
    files: ['ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserPatterns,
            {
              group: ['engine/compiler.ts', 'engine/src/*'],
              message: 'The browser imports engine (and engine/runtime.ts), not its compiler.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverPatterns }],
    },
  },
  {
    // The generic form renderer serves every page and knows none of them.
    files: ['ui/src/forms/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...browserPatterns,
            {
              group: ['engine/compiler.ts', 'engine/src/*'],
              message: 'The browser imports engine (and engine/runtime.ts), not its compiler.',
            },
            { group: ['ui/pages/*', '**/pages/**'], message: 'ui/src/forms is generic: it imports no page.' },
          ],
        },
      ],
    },
  },
  {
    // Commands are called by routes, never the other way round.
    files: ['server/src/commands/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverPatterns,
            { group: ['server/routes/*', '**/routes/**'], message: 'A command imports no route folder.' },
          ],
        },
      ],
    },
  },
  {
    // A route is a chain ending in one call: reads go through records/, writes through one command (commands/).
    files: ['server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverPatterns,
            {
              group: ['server/db/*', '**/db/*', 'knex', 'knex-*'],
              message:
                'A route imports no database module, not even its types (inTransaction, Db, Trx): read through ' +
                'server/records, write through one command in server/commands (docs/decisions.md).',
            },
          ],
        },
      ],
    },
  },
);
