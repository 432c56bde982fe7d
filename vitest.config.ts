import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Imports by name (common, engine, forms/…, server/…, ui/…): the paths of tsconfig.json, configured there once.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'common/**/*.test.ts',
            'engine/**/*.test.ts',
            'forms/**/*.test.ts',
            'server/**/*.test.ts',
            'ui/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // codemirror-json-schema's own imports leave off file extensions, which Node cannot load unbundled.
          server: { deps: { inline: ['codemirror-json-schema'] } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One browser and one server for the whole run: files share them through globalSetup.
          globalSetup: ['e2e/support/globalSetup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
