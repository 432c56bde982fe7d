import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type * as RouteMetaModule from './src/routes/routeMeta.ts';

const uiRoot = fileURLToPath(new URL('.', import.meta.url));

/** A literal string as a regular expression's source. */
const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** Builds the browser app from ui/ into dist/ui, which the Koa server serves with an SPA fallback. */
export default defineConfig({
  root: uiRoot,
  plugins: [
    react(),
    {
      // codemirror-json-schema draws its hover and lint text with a highlighter that loads WebAssembly, which the
      // Content Security Policy forbids: the studio's source view draws that text plainly instead.
      name: 'plain-schema-markdown',
      enforce: 'pre',
      resolveId: (source, importer) =>
        source === '../utils/markdown' && importer?.includes('codemirror-json-schema')
          ? path.resolve(uiRoot, 'src/pages/staff/studio/plainSchemaMarkdown.ts')
          : null,
    },
    {
      // Each route's title and description for the server, which writes them into the page it answers with.
      name: 'route-meta',
      apply: 'build',
      async generateBundle() {
        // Loaded with tsx, which resolves imports by name (the route table reads the 1003's manifest from forms/).
        const { tsImport } = await import('tsx/esm/api');
        const file = pathToFileURL(path.join(uiRoot, 'src/routes/routeMeta.ts')).href;
        const meta = (await tsImport(file, file)) as typeof RouteMetaModule;
        this.emitFile({ type: 'asset', fileName: meta.ROUTE_META_FILE, source: JSON.stringify(meta.routeMeta()) });
      },
    },
  ],
  resolve: {
    // Imports by name (common, engine, forms/…, ui/…): the paths of tsconfig.json, configured there once.
    tsconfigPaths: true,
    // RJSF's Markdown rendering, which the forms never ask for, drawn as plain text (ui/src/forms/plainTextMarkdown.tsx).
    alias: [{ find: /^markdown-to-jsx\/react$/, replacement: path.resolve(uiRoot, 'src/forms/plainTextMarkdown.tsx') }],
  },
  build: {
    outDir: path.resolve(uiRoot, '../dist/ui'),
    emptyOutDir: true,
    // Maps for our own debugging, not referenced by the bundles and never served (see server/src/http/staticUi.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      // The modules of engine/ and common/ run no code at load (docs/decisions.md, App shell): one unused is dropped whole.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]engine[\\/]src[\\/]/, sideEffects: false },
          { test: new RegExp(`^${escapeRegExp(path.resolve(uiRoot, '../common'))}[\\\\/]`), sideEffects: false },
        ],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
