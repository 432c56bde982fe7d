import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { assertDefinition } from 'engine/compiler.ts';
import { GENERATED_DIR, validatorModuleSource } from 'forms/generateValidators.ts';
import { BENCH_DEFINITIONS } from './benchForms.ts';
import { STAGE5_PERSON_DEFINITION } from './stage5Bench.ts';

const benchRoot = fileURLToPath(new URL('.', import.meta.url));
const VIRTUAL_PREFIX = 'virtual:bench-validators/';

/**
 * Precompiles each bench definition's validators (and those of stage 5's one person, for stock @rjsf/core) with the product's generator (forms/generateValidators.ts) into a
 * module served from memory. Its id sits in forms/generated/validators/ so the generated relative imports resolve
 * as they do for the product's own validators; nothing is written there.
 */
function benchValidators(): Plugin {
  const modules = new Map(
    Object.entries({ ...BENCH_DEFINITIONS, stage5: STAGE5_PERSON_DEFINITION }).map(([form, definition]) => [
      path.join(GENERATED_DIR, `__bench-${form}.ts`),
      validatorModuleSource(assertDefinition(definition, `bench ${form}`)),
    ]),
  );
  return {
    name: 'bench-validators',
    resolveId: (id) =>
      id.startsWith(VIRTUAL_PREFIX) ? path.join(GENERATED_DIR, `__bench-${id.slice(VIRTUAL_PREFIX.length)}.ts`) : null,
    load: (id) => modules.get(id) ?? null,
  };
}

/** The keystroke bench page (not part of the product): built into dist/bench by `npm run build:bench`. */
export default defineConfig({
  root: benchRoot,
  base: './',
  plugins: [react(), benchValidators()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: path.resolve(benchRoot, '../../../dist/bench'),
    emptyOutDir: true,
    // One page, its renderers and the definitions' validators: size does not matter here.
    chunkSizeWarningLimit: 4096,
  },
});
