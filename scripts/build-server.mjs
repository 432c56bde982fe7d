// Bundles the server and worker entry points (with the form definitions) into dist/server.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/src/main.ts', worker: 'server/src/worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    // Bundled ESM still needs require() for the few CommonJS paths of dependencies.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log('Built dist/server/main.js and dist/server/worker.js');
