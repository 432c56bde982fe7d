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

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The segments of a property access as ajv writes it: `.name`, `["a name"]` or `[0]`. */
function accessSegments(access: string): (string | number)[] {
  return [...access.matchAll(/\.([A-Za-z_$][\w$]*)|\[([^\]]+)\]/g)].map(
    ([, name, bracketed]) => name ?? (JSON.parse(bracketed!) as string | number),
  );
}

function valueAtSegments(value: Json, segments: readonly (string | number)[]): Json | undefined {
  let at: Json | undefined = value;
  for (const segment of segments) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, Json>)[segment];
  }
  return at;
}

/**
 * ajv's standalone code declares each schema its functions read at run time whole (`const schema11 = {…}`: for the
 * browser's wizard, a third of its validators' size), though with verbose errors off they read only a few parts of it:
 * an enum's allowed values, and the property names of an object with many properties (`additionalProperties`, by
 * `hasOwnProperty`). The schema is in the definition the page has anyway: the code keeps only the parts it reads, the
 * names alone where only names are asked. A schema read whole (a bare reference), or read in a way this does not
 * know (a part it does not have, a declaration that is not JSON), is kept whole: the code then runs as ajv wrote it.
 */
export function withReadPartsOnly(code: string): string {
  return code.replace(/^const (schema\d+) = (\{.*\});$/gm, (declaration, name: string, literal: string) => {
    let schema: Json;
    try {
      schema = JSON.parse(literal) as Json;
    } catch {
      return declaration;
    }
    // Each path read, once: read whole anywhere, it is kept whole.
    const reads = new Map<string, { namesOnly: boolean; segments: (string | number)[] }>();
    for (const read of code.matchAll(
      new RegExp(`(\\.call\\()?\\b${name}\\b((?:\\.[A-Za-z_$][\\w$]*|\\[[^\\]]+\\])*)`, 'g'),
    )) {
      if (code.startsWith(`${name} = {`, read.index)) continue;
      const segments = accessSegments(read[2]!);
      const key = JSON.stringify(segments);
      reads.set(key, { namesOnly: read[1] !== undefined && (reads.get(key)?.namesOnly ?? true), segments });
    }
    const paths = [...reads.values()];
    if (paths.some(({ segments }) => segments.length === 0 || valueAtSegments(schema, segments) === undefined)) {
      return declaration;
    }
    const kept: { [key: string]: Json } = {};
    const whole: (string | number)[][] = [];
    const within = (segments: (string | number)[], prefix: (string | number)[]) =>
      prefix.length <= segments.length && prefix.every((segment, at) => segments[at] === segment);
    // Shorter paths first: a part kept whole holds the deeper reads in it, and a deeper read under a list of names
    // puts its part in place of the name's `true`.
    for (const { namesOnly, segments } of paths.sort((a, b) => a.segments.length - b.segments.length)) {
      if (whole.some((prefix) => within(segments, prefix))) continue;
      const value = valueAtSegments(schema, segments)!;
      if (!namesOnly) whole.push(segments);
      let holder = kept;
      for (const segment of segments.slice(0, -1)) {
        const next = holder[segment];
        if (typeof next !== 'object' || next === null) holder[segment] = {};
        holder = holder[segment] as { [key: string]: Json };
      }
      holder[segments[segments.length - 1]!] =
        namesOnly && typeof value === 'object' && value !== null && !Array.isArray(value)
          ? Object.fromEntries(Object.keys(value).map((property) => [property, true]))
          : value;
    }
    return `const ${name} = ${JSON.stringify(kept)};`;
  });
}

/**
 * Generates the validators' standalone code (CommonJS: `require`, `exports`, and the engine's formats as
 * `__engineFormats`); throws when it needs a helper outside VALIDATOR_RUNTIME_MODULES. The errors carry no message
 * (the definition's replace them: engine/src/ajvErrors.ts) and no copy of the schema or the data (verbose), which
 * nothing reads.
 */
export function standaloneValidatorCode(definition: FormDefinition): string {
  const code = compileSchemaValidatorsCode(definition.schema as RJSFSchema, {
    ajvOptionsOverrides: {
      ...AJV_OPTIONS,
      verbose: false,
      messages: false,
      code: { source: true, lines: true, formats: _`__engineFormats` },
    },
    ajvFormatOptions: false,
    extenderFn: (ajv) => configureAjv(ajv),
  });
  for (const [, name = ''] of code.matchAll(/require\("([^"]+)"\)/g)) {
    if (!VALIDATOR_RUNTIME_MODULES.includes(name))
      throw new Error(`${definition.id} v${definition.version}: unexpected require("${name}")`);
  }
  return withReadPartsOnly(code);
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
