import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// eslint-disable-next-line no-restricted-imports -- scripts/ has no import name (tsconfig.json paths)
import { precompressBuild } from '../../precompress.ts';
import { MINIMAL_FORM_SCHEMA } from './minimalFormSchema.ts';

const benchRoot = fileURLToPath(new URL('.', import.meta.url));
const VALIDATOR_IMPORT = 'virtual:minimal-form-validator';
// A file that is never written: the id makes the generated CommonJS resolve ajv's runtime helpers from here.
const VALIDATOR_ID = path.join(benchRoot, 'minimalFormValidator.generated.cjs');

/**
 * The form's validators precompiled by RJSF (`compileSchemaValidatorsCode`, the code its `compileSchemaValidators`
 * writes to a file), served from memory as the CommonJS module RJSF's documentation imports.
 */
function precompiledValidator(): Plugin {
  const code = compileSchemaValidatorsCode(MINIMAL_FORM_SCHEMA);
  return {
    name: 'minimal-form-validator',
    resolveId: (id) => (id === VALIDATOR_IMPORT ? VALIDATOR_ID : null),
    load: (id) => (id === VALIDATOR_ID ? code : null),
  };
}

/**
 * The reference app of the form routes' JavaScript budget (not part of the product), built with ui/'s settings (the
 * default target, minified, hidden source maps, Brotli and gzip copies) into dist/minimalForm by `npm run build:bench`.
 */
export default defineConfig({
  root: benchRoot,
  plugins: [react(), precompiledValidator(), precompressBuild()],
  build: {
    outDir: path.resolve(benchRoot, '../../../dist/minimalForm'),
    emptyOutDir: true,
    sourcemap: 'hidden',
    // The app is one chunk by design (everything it has is on its first screen).
    chunkSizeWarningLimit: 1024,
  },
});
