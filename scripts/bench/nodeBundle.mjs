// How our TypeScript is bundled for Node: the server build (scripts/build-server.mjs) and the benches that run
// product code as the server runs it (scripts/bench/preapproval, scripts/bench/server) share these options.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

/** esbuild options for a Node 20 ESM bundle that keeps packages external. */
export const NODE_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  banner: {
    // Bundled ESM still needs require() for the few CommonJS paths of dependencies.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
};

/**
 * Bundles `entryPoints` ({ name: source }) into a new temporary folder as `<name>.mjs` and returns the folder; the
 * bundles resolve their packages through a link to this project's node_modules. The caller removes the folder.
 */
export async function bundleToTemp(prefix, entryPoints) {
  const outdir = mkdtempSync(path.join(os.tmpdir(), prefix));
  symlinkSync(path.resolve('node_modules'), path.join(outdir, 'node_modules'));
  try {
    await build({ ...NODE_BUNDLE_OPTIONS, entryPoints, outdir, outExtension: { '.js': '.mjs' } });
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
  return outdir;
}
