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

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'storybook-static', 'forms/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
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
            { group: [...serverOnly, ...reactOnly], message: 'engine/ is framework-free.' },
            {
              group: ['**/server/**', '**/ui/**', 'node:*'],
              message: 'engine/ imports neither server/ nor ui/ nor Node APIs.',
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'ui/ never imports server/.' },
            { group: serverOnly, message: 'Server packages do not belong in the browser.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/**', ...reactOnly.filter((p) => !p.startsWith('@rjsf'))],
              message: 'server/ never imports ui/ or React.',
            },
          ],
        },
      ],
    },
  },
);
