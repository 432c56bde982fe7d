/**
 * ajv standalone code of a definition's validators, as RJSF's precompiled validator uses them: the build writes it
 * into forms/generated/validators/ (generateValidators.ts), and the server serves it for a version published after
 * the build (GET /api/forms/:formId/:version/validator.js). No file system here: both sides import it.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
import { AJV_OPTIONS, configureAjv } from 'engine/compiler.ts';
import type { FormDefinition } from 'engine';
import { VALIDATOR_RUNTIME_MODULES } from 'engine/runtime.ts';

/**
 * Generates the validators' standalone code (CommonJS: `require`, `exports`, and the engine's formats as
 * `__engineFormats`); throws when it needs a helper outside VALIDATOR_RUNTIME_MODULES.
 */
export function standaloneValidatorCode(definition: FormDefinition): string {
  const code = compileSchemaValidatorsCode(definition.schema as RJSFSchema, {
    ajvOptionsOverrides: { ...AJV_OPTIONS, code: { source: true, lines: true, formats: _`__engineFormats` } },
    ajvFormatOptions: false,
    extenderFn: (ajv) => configureAjv(ajv),
  });
  for (const [, name = ''] of code.matchAll(/require\("([^"]+)"\)/g)) {
    if (!VALIDATOR_RUNTIME_MODULES.includes(name))
      throw new Error(`${definition.id} v${definition.version}: unexpected require("${name}")`);
  }
  return code;
}

/**
 * The validators as an ES module the browser imports at run time: its default export takes ajv's runtime helpers
 * (engine/src/validatorRuntime.ts, validatorRequire) and the engine's formats, and returns the validate functions.
 */
export function servedValidatorModule(definition: FormDefinition): string {
  const code = standaloneValidatorCode(definition);
  return [
    `// Validators of form "${definition.id}" version ${definition.version}, generated from its stored definition.`,
    'export default function validators(require, __engineFormats) {',
    '  const exports = {};',
    code,
    '  return exports;',
    '}',
    '',
  ].join('\n');
}
