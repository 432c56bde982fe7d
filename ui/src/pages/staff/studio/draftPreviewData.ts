import {
  FORM_ERROR_MESSAGE,
  schemaAtPath,
  valueAt,
  withValueAt,
  type CrossFieldRule,
  type FormDefinition,
  type FormFixtures,
  type InvalidFixture,
} from 'engine';
import type { FormData } from 'ui/forms/definitionValidator.ts';

/** What the studio's preview can be filled with: nothing, a valid fixture, or an invalid one. */
export interface PreviewFill {
  key: string;
  label: string;
  data: FormData;
  /** The invalid fixture this fill is, with the messages it expects. */
  invalid?: InvalidFixture;
}

/** The preview's fills: empty, each valid fixture, each invalid fixture by its description. */
export function previewFills(fixtures: FormFixtures): PreviewFill[] {
  return [
    { key: 'empty', label: 'Empty', data: {} },
    ...fixtures.valid.map((data, index) => ({ key: `valid-${index}`, label: `Valid example ${index + 1}`, data })),
    ...fixtures.invalid.map((invalid, index) => ({
      key: `invalid-${index}`,
      label: `Invalid: ${invalid.description ?? `example ${index + 1}`}`,
      data: invalid.data,
      invalid,
    })),
  ];
}

/** How many people the preview of a per-person form can show (the 1003's stages 3, 5 and 6). */
export const PREVIEW_PEOPLE_COUNTS = [1, 3, 7] as const;

/** A choice of PREVIEW_PEOPLE_COUNTS. */
export type PreviewPeopleCount = (typeof PREVIEW_PEOPLE_COUNTS)[number];

/** The list whose rows are people shown one at a time (a step's `people`), if the definition has one. */
export function peoplePathOf(definition: Pick<FormDefinition, 'steps'>): string | undefined {
  return definition.steps?.find((step) => step.people)?.people;
}

const isRow = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rowsIn(data: unknown, path: string): Record<string, unknown>[] {
  const rows = valueAt(data, path);
  return Array.isArray(rows) ? rows.filter(isRow) : [];
}

/**
 * `data` with exactly `count` people in the list at `path`, taken from the fixtures: the data's own rows first,
 * then those of the valid fixture with the most people, then copies of the last of those. A copy gets the next
 * `mapid` and is not yet completed; a row that applies on its own (its `owner` is its `mapid`) stays so.
 */
export function withPeople(data: FormData, path: string, count: number, fixtures: FormFixtures): FormData {
  const own = rowsIn(data, path);
  const richest = fixtures.valid.map((fixture) => rowsIn(fixture, path)).sort((a, b) => b.length - a.length)[0] ?? [];
  const source = own.length >= richest.length ? own : [...own, ...richest.slice(own.length)];
  const rows = source.slice(0, count).map((row) => structuredClone(row));
  const model = source.at(-1);
  if (model) {
    let nextId = Math.max(0, ...rows.map((row) => (typeof row.mapid === 'number' ? row.mapid : 0))) + 1;
    while (rows.length < count) {
      const copy = structuredClone(model);
      delete copy.completed;
      if (typeof model.mapid === 'number') {
        if (model.owner === model.mapid) copy.owner = nextId;
        copy.mapid = nextId++;
      }
      rows.push(copy);
    }
  }
  return withValueAt(data, path, rows) as FormData;
}

/** One message a definition can show: where (the field's title and path, or the form), on what, and its words. */
export interface DefinedMessage {
  /** The field's title (its path when it has none), or 'The whole form'. */
  where: string;
  /** The field path, for a field's message. */
  path?: string;
  /** When it shows, in words. */
  when: string;
  message: string;
}

/** When a field message shows, in words, by the keyword it is stored under. */
export const MESSAGE_KEYWORD_WORDS: Readonly<Record<string, string>> = {
  required: 'Left empty',
  invalid: 'Any other problem',
  format: 'Not in the right format',
  pattern: 'Not in the right pattern',
  minLength: 'Too short',
  maxLength: 'Too long',
  minimum: 'Too small',
  maximum: 'Too large',
  enum: 'Not one of the choices',
  const: 'Not the expected value',
  lookup: 'Not in the list',
  type: 'Not the right kind of value',
  minItems: 'Too few rows',
  maxItems: 'Too many rows',
};

/** A field's title by its path (`applicants.*.email`), or the path when the schema gives none. */
export function fieldTitleOf(definition: Pick<FormDefinition, 'schema'>, path: string): string {
  return schemaAtPath(definition.schema, path)?.title ?? path;
}

function ruleMessages(definition: FormDefinition, rule: CrossFieldRule): DefinedMessage[] {
  const titles = (paths: readonly string[]) => paths.map((path) => fieldTitleOf(definition, path)).join(', ');
  switch (rule.kind) {
    case 'distinct':
      return [{ where: titles(rule.paths), when: 'The same value is given twice', message: rule.message }];
    case 'dateOrder':
      return [
        {
          where: titles([rule.start, rule.end]),
          when: 'The start date is after the end date',
          message: rule.message,
        },
      ];
    case 'requiredWhen':
      return rule.message
        ? [
            {
              where: fieldTitleOf(definition, rule.path),
              path: rule.path,
              when: 'Left empty when asked for',
              message: rule.message,
            },
          ]
        : [];
    case 'equals':
      return [
        {
          where: fieldTitleOf(definition, rule.path),
          path: rule.path,
          when: `Differs from ${fieldTitleOf(definition, rule.other)}`,
          message: rule.message,
        },
      ];
    case 'atLeastOne':
      return [{ where: titles(rule.paths), when: 'None of them is ticked', message: rule.message }];
    case 'personChecks':
      return rule.checks.map((check) => ({
        where: check.paths.join(', '),
        when: check.test === 'answered' ? 'Not answered for a person' : 'None ticked for a person',
        message: check.message,
      }));
  }
}

/**
 * Every message a definition defines: each field's messages by keyword (the engine's defaults are not listed),
 * the cross-field rules' own, and the form-level ones (the definition's and each step's).
 */
export function definedMessages(definition: FormDefinition): DefinedMessage[] {
  const fields = Object.entries(definition.messages).flatMap(([path, messages]) =>
    Object.entries(messages).flatMap(([keyword, message]) =>
      message === undefined
        ? []
        : [{ where: fieldTitleOf(definition, path), path, when: MESSAGE_KEYWORD_WORDS[keyword] ?? keyword, message }],
    ),
  );
  const rules = definition.rules.flatMap((rule) => ruleMessages(definition, rule));
  const form: DefinedMessage[] = [
    { where: 'The whole form', when: 'Sent with errors', message: definition.formMessage ?? FORM_ERROR_MESSAGE },
    ...(definition.steps ?? []).flatMap((step) =>
      step.formMessage
        ? [{ where: `Step “${step.title}”`, when: 'Continued with errors', message: step.formMessage }]
        : [],
    ),
  ];
  return [...fields, ...rules, ...form];
}
