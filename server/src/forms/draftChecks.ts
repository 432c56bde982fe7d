import { schemaAtPath, type FormDefinition, type FormFixtures, type JsonSchema } from 'engine';
import { checkDefinition } from 'engine/compiler.ts';
import { pathOf, type CheckFinding } from './studioChecks/checkFinding.ts';
import { fieldsReadFrom, type FieldRead } from './studioChecks/fieldsReadByProduct.ts';
import { fixtureProblems } from './studioChecks/fixtureChecks.ts';
import { unsafePatterns } from './studioChecks/patternSafety.ts';
import { fixtureSizeProblems, sizeProblems } from './studioChecks/sizeLimits.ts';

/**
 * The checks a draft of a form definition must pass: one function the studio calls live while a draft is edited, at
 * save and at publish, on the server (the browser cannot compile schemas under our Content Security Policy), so the
 * three always agree.
 *
 * Saving is refused on what would make the draft unusable or unsafe: size limits, the meta-schema, compiling, a
 * rule, message, step, condition or lookup naming no field (engine/compiler.ts checkDefinition), a pattern open to
 * catastrophic backtracking, an id or version that is not the draft's. Publishing is refused besides on examples
 * (fixtures) the draft no longer agrees with, and on a field another part of the product reads (the lender file, the
 * application PDF, the pre-approval letter, the 1003's people model...) removed or changed in type.
 */

/** What a problem stops: saving the draft (and so publishing it), or only publishing it. */
export type DraftCheckBlock = 'save' | 'publish';

/** One problem of a draft, at its definition path ('' for the whole), in words a compliance officer reads. */
export interface DraftProblem {
  path: string;
  message: string;
  blocks: DraftCheckBlock;
}

/** What the checks know beside the draft: the form and version it is a draft of, and its examples (if any). */
export interface DraftCheckContext {
  formId: string;
  version: number;
  fixtures: FormFixtures | null;
}

/** The outcome: every problem found, and the typed definition when it passed the engine's checks. */
export interface DraftCheckReport {
  problems: DraftProblem[];
  definition?: FormDefinition;
  /** No problem stops saving. */
  canSave: boolean;
  /** No problem at all. */
  canPublish: boolean;
}

/** How many problems a report lists: enough to work through, not a reply of megabytes. */
export const MAX_REPORTED_PROBLEMS = 200;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const blocking =
  (blocks: DraftCheckBlock) =>
  (finding: CheckFinding): DraftProblem => ({ ...finding, blocks });

/** An engine problem ('steps.0.fields.1: "x" is no field in the schema') split into its path and its reason. */
function engineProblem(problem: string): CheckFinding {
  const colon = problem.indexOf(': ');
  if (colon === -1) return { path: '', message: problem };
  const path = problem.slice(0, colon);
  return { path: path === '(root)' ? '' : path, message: problem.slice(colon + 2) };
}

/** The definition path of a field path (`applications.*.assets` -> `schema.properties.applications.items...`). */
export function schemaPathOf(fieldPath: string): string {
  return pathOf(
    'schema',
    ...fieldPath.split('.').map((segment) => (segment === '*' ? 'items' : `properties.${segment}`)),
  );
}

function readersText(readers: readonly string[]): string {
  return readers.length <= 1 ? (readers[0] ?? '') : `${readers.slice(0, -1).join(', ')} and ${readers.at(-1)}`;
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'yes or no',
  object: 'a group of fields',
  array: 'a list',
};

function typesText(types: readonly string[]): string {
  const words = [...new Set(types.map((type) => typeWords[type] ?? type))];
  return words.length <= 1 ? (words[0] ?? 'nothing') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** The types a field's schema allows (a list of types, as JSON Schema permits, taken apart; null left aside). */
function typesOf(field: JsonSchema): string[] {
  const type: unknown = field.type;
  const types = Array.isArray(type) ? type.filter((item): item is string => typeof item === 'string') : [type];
  return types.filter((item): item is string => typeof item === 'string' && item !== 'null');
}

/** The fields other parts of the product read that the draft's schema removes or gives another type. */
export function productFieldProblems(schema: JsonSchema, reads: readonly FieldRead[]): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const read of reads) {
    const field = schemaAtPath(schema, read.path);
    const name = `${read.title} (${read.path})`;
    if (!field) {
      findings.push({
        path: schemaPathOf(read.path),
        message: `${name} is read by ${readersText(read.readers)}; it cannot be removed or renamed.`,
      });
    } else if (read.types && !typesOf(field).every((type) => (read.types as readonly string[]).includes(type))) {
      const types = typesOf(field);
      const change = types.length === 0 ? 'it must keep a type' : `it cannot become ${typesText(types)}`;
      findings.push({
        path: pathOf(schemaPathOf(read.path), 'type'),
        message: `${name} is read by ${readersText(read.readers)} as ${typesText(read.types)}; ${change}.`,
      });
    }
  }
  return findings;
}

/** Checks a draft (a definition as the studio sends it) for saving and publishing; see the module's comment. */
export function checkDraft(value: unknown, context: DraftCheckContext): DraftCheckReport {
  const problems: DraftProblem[] = [];
  const report = (definition?: FormDefinition): DraftCheckReport => {
    const listed = problems.slice(0, MAX_REPORTED_PROBLEMS);
    if (problems.length > MAX_REPORTED_PROBLEMS)
      listed.push({
        path: '',
        message: `${problems.length - MAX_REPORTED_PROBLEMS} more problems are not listed; fix these first.`,
        blocks: problems.slice(MAX_REPORTED_PROBLEMS).some((problem) => problem.blocks === 'save') ? 'save' : 'publish',
      });
    const canSave = !problems.some((problem) => problem.blocks === 'save');
    return { problems: listed, ...(definition ? { definition } : {}), canSave, canPublish: problems.length === 0 };
  };

  // Size first: nothing else runs on a draft too large or too deep to handle.
  const sizes = sizeProblems(value);
  const fixtureSizes = fixtureSizeProblems(context.fixtures);
  problems.push(...sizes.findings.map(blocking('save')), ...fixtureSizes.map(blocking('save')));
  if (sizes.tooLargeToCheck) return report();

  const checked = checkDefinition(value);
  if (!checked.ok) problems.push(...checked.problems.map(engineProblem).map(blocking('save')));

  const schema = isObject(value) && isObject(value.schema) ? (value.schema as JsonSchema) : undefined;
  const patterns = schema ? unsafePatterns(schema) : [];
  problems.push(...patterns.map(blocking('save')));

  const definition = checked.ok ? checked.definition : undefined;
  if (definition && definition.id !== context.formId)
    problems.push({
      path: 'id',
      message: `This is a draft of "${context.formId}"; its id cannot change to "${definition.id}".`,
      blocks: 'save',
    });
  if (definition && definition.version !== context.version)
    problems.push({
      path: 'version',
      message: `This draft is version ${context.version}; its version cannot change to ${definition.version}.`,
      blocks: 'save',
    });

  // What other parts of the product read is looked up on the schema as sent, so it shows while other problems remain.
  if (schema) problems.push(...productFieldProblems(schema, fieldsReadFrom(context.formId)).map(blocking('publish')));

  // Examples run through the compiled draft: only once it compiled, within the limits and with safe patterns.
  const examplesCanRun = sizes.findings.length === 0 && fixtureSizes.length === 0 && patterns.length === 0;
  if (definition && context.fixtures !== null && examplesCanRun)
    problems.push(...fixtureProblems(definition, context.fixtures).map(blocking('publish')));

  return report(definition);
}
