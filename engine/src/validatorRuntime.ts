/**
 * ajv's runtime helpers, as the precompiled validators `require` them. The standalone code ajv writes is CommonJS;
 * the generated modules (forms/generated/validators/) and the modules the server serves for versions published
 * after the build (ui/src/forms/servedValidator.ts) both run it with `validatorRequire`, and the code generator
 * (forms/validatorCode.ts) refuses code that needs a helper not listed here.
 */
import * as equal from 'ajv/dist/runtime/equal.js';
import * as ucs2length from 'ajv/dist/runtime/ucs2length.js';
import * as validationError from 'ajv/dist/runtime/validation_error.js';

// A CommonJS helper imported as a namespace: bundlers and Node put its exports object under `default`.
const cjs = (namespace: object) => {
  const inner = (namespace as { default?: { __esModule?: boolean } }).default;
  return inner?.__esModule ? inner : namespace;
};

/** The helpers by the names the generated code requires. */
const RUNTIME: Readonly<Record<string, unknown>> = {
  'ajv/dist/runtime/equal': cjs(equal),
  'ajv/dist/runtime/ucs2length': cjs(ucs2length),
  'ajv/dist/runtime/validation_error': cjs(validationError),
};

/** The names precompiled validators may require. */
export const VALIDATOR_RUNTIME_MODULES: readonly string[] = Object.keys(RUNTIME);

/** The `require` precompiled validators run with: ajv's runtime helpers and nothing else. */
export function validatorRequire(name: string): unknown {
  const helper = RUNTIME[name];
  if (!helper) throw new Error(`The form's validators need ${name}, which this build does not carry.`);
  return helper;
}
