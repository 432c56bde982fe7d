import { createSchemaUtils, type RJSFSchema, type SchemaUtilsType } from '@rjsf/utils';
import { bindLookupOptions, type FormDefinition, type LookupOptions } from 'engine';
import { FORM_SOURCES } from 'forms';
import { loadDefinitionValidator, type FormData } from '../definitionValidator.ts';
import { FORM_STATE_BEHAVIOR } from '../theme/formStateBehavior.ts';
import { fixtureLookups } from './fixtureLookups.ts';

/**
 * What the tests of the form's change handling share: every definition as the browser renders it with its valid
 * fixtures, each answer in them, and the other answers a person could give.
 */

// The lookup lists hold the values the fixtures give (ui/ does not read the server's lists).
const LOOKUPS: LookupOptions = fixtureLookups(FORM_SOURCES);

/** Every definition as the browser renders it (lookup lists bound as choices), with its valid fixtures. */
export const RENDERED_SOURCES = FORM_SOURCES.map((source) => {
  const definition = source.definition as unknown as FormDefinition;
  const bound = bindLookupOptions(definition.schema, definition.uiSchema, definition.lookups, LOOKUPS);
  const fixtures = ((source.fixtures as { valid?: FormData[] } | undefined)?.valid ?? []) as FormData[];
  return { folder: source.folder, definition, schema: bound.schema as RJSFSchema, fixtures };
});

/** The rendered source of one definition folder (`application-stage5/v1`). */
export function renderedSource(folder: string): (typeof RENDERED_SOURCES)[number] {
  const source = RENDERED_SOURCES.find((candidate) => candidate.folder === folder);
  if (!source) throw new Error(`forms/${folder} is missing`);
  return source;
}

/** RJSF's own schema utilities for a definition, with the product's default-state behaviour. */
export async function utilsFor(definition: FormDefinition, schema: RJSFSchema): Promise<SchemaUtilsType<FormData>> {
  return createSchemaUtils<FormData>(await loadDefinitionValidator(definition), schema, FORM_STATE_BEHAVIOR);
}

/** JSON's view of data: a key holding undefined is no key (how the form's data is sent and validated). */
export const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

export type Leaf = { path: (string | number)[]; value: unknown; schema: RJSFSchema | undefined };

/** Every answer in the data (not lists or objects), with its field's schema. */
export function leavesOf(data: unknown, schema: RJSFSchema | undefined, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(data)) {
    const items = schema?.items as RJSFSchema | undefined;
    return data.flatMap((item, index) => leavesOf(item, items, [...path, index]));
  }
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data).flatMap(([key, value]) =>
      leavesOf(value, schema?.properties?.[key] as RJSFSchema | undefined, [...path, key]),
    );
  }
  return [{ path, value: data, schema }];
}

/** An even spread of about `count` of the leaves (every one when there are fewer). */
export const spreadOf = (leaves: Leaf[], count: number): Leaf[] => {
  const step = Math.max(1, Math.floor(leaves.length / count));
  return leaves.filter((_, index) => index % step === 0);
};

export function withValueAt(data: FormData, path: (string | number)[], value: unknown): FormData {
  const copy = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = value;
  return copy;
}

/** Other answers a person could give a field: another of its options, an edited text or number, the other flag, none. */
export function otherAnswers({ value, schema }: Leaf): unknown[] {
  const answers: unknown[] = [undefined];
  if (Array.isArray(schema?.enum))
    answers.push(
      schema.enum.find((option) => option !== value),
      'not-an-option',
    );
  else if (typeof value === 'string') answers.push(`${value}x`, '');
  else if (typeof value === 'number') answers.push(value + 1);
  else if (typeof value === 'boolean') answers.push(!value);
  return answers;
}
