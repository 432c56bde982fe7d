// Bundles the server and worker entry points (with the form definitions) into dist/server.
import { build } from 'esbuild';
import { NODE_BUNDLE_OPTIONS } from './bench/nodeBundle.mjs';

await build({
  ...NODE_BUNDLE_OPTIONS,
  entryPoints: { main: 'server/src/main.ts', worker: 'server/src/worker.ts' },
  outdir: 'dist/server',
  sourcemap: true,
});
console.log('Built dist/server/main.js and dist/server/worker.js');
