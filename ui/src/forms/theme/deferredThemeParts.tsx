import type { FormDefinition } from 'engine';
import { deferredModule, type DeferredModule } from '../deferredModule.ts';
import { arrayParts, standIn, stockWidgets, unusualSchemaParts } from './stockRegistryParts.tsx';
import { UNUSUAL_FIELD_NAMES } from './unusualSchemaNames.ts';

/**
 * The theme's parts that few forms draw, each loaded with the first form that does: the file upload (FileWidget, with
 * the stored document's panel and the upload rules), the list of ages (AgeListWidget) and the list drawn one person
 * at a time (ApplicantSwitcherField). The registry lists the stand-ins below; the page loads the parts its
 * definition names beside the validator (useRenderedDefinition) and a form's body waits for any still missing
 * (DefinitionFormBody), so a stand-in finds its part there. One that does not (a widget named some way themePartsOf
 * does not know) waits for it where it is.
 */

/** The UI hint that draws a list one person at a time (ApplicantSwitcherField.tsx); a step's `people` list gets it. */
export const APPLICANT_SWITCHER_FIELD = 'ApplicantSwitcherField';

const fileWidget = deferredModule(() => import('./FileWidget.tsx').then((module) => module.FileWidget));
const ageListWidget = deferredModule(() => import('./AgeListWidget.tsx').then((module) => module.AgeListWidget));
const applicantSwitcherField = deferredModule(() =>
  import('./ApplicantSwitcherField.tsx').then((module) => module.ApplicantSwitcherField),
);

// The names that pick each part: `ui:widget` and `ui:field` values, schema formats (RJSF draws the 'data-url'
// format, and the 'file' and 'files' widget names, with the registry's FileWidget) and the schema keywords `oneOf`
// and `anyOf`, and 'array' for a list (a `type` of 'array', or `items`). The stock widgets are those the theme has none of (stockRegistryParts.tsx), by their names and
// RJSF's short names and formats for them (@rjsf/utils getWidget).
const PART_NAMES: ReadonlyArray<readonly [DeferredModule<unknown>, readonly string[]]> = [
  [fileWidget, ['FileWidget', 'file', 'files', 'data-url']],
  [ageListWidget, ['AgeListWidget', 'ageList']],
  [applicantSwitcherField, [APPLICANT_SWITCHER_FIELD]],
  [
    stockWidgets,
    [
      ...['AltDateWidget', 'AltDateTimeWidget', 'ColorWidget', 'DateTimeWidget', 'RangeWidget', 'RatingWidget'],
      ...['TimeWidget', 'UpDownWidget', 'URLWidget', 'alt-date', 'alt-datetime', 'color', 'datetime', 'date-time'],
      ...['range', 'time', 'updown', 'uri'],
    ],
  ],
  [unusualSchemaParts, [...UNUSUAL_FIELD_NAMES, 'oneOf', 'anyOf']],
  [arrayParts, ['array']],
];

/** The registry's FileWidget: the file upload, loaded with the first form that has one. */
export const FileWidget = standIn('FileWidget', fileWidget, (loaded) => loaded);
/** The registry's AgeListWidget: the list of ages, loaded with the first form that has one. */
export const AgeListWidget = standIn('AgeListWidget', ageListWidget, (loaded) => loaded);
/** The registry's ApplicantSwitcherField: a list drawn one person at a time, loaded with the first form that has one. */
export const ApplicantSwitcherField = standIn('ApplicantSwitcherField', applicantSwitcherField, (loaded) => loaded);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every widget and field name a UI schema gives (`ui:widget`, `ui:field`, or the same inside `ui:options`). */
function uiNames(uiSchema: unknown, names: Set<string>): void {
  if (!isRecord(uiSchema)) return;
  for (const [key, value] of Object.entries(uiSchema)) {
    if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string') names.add(value);
    else if (key === 'ui:options' && isRecord(value)) {
      if (typeof value.widget === 'string') names.add(value.widget);
      if (typeof value.field === 'string') names.add(value.field);
    } else uiNames(value, names);
  }
}

/**
 * Every format a schema's fields give, the keywords `oneOf` and `anyOf` where they are used, and 'array' where a list
 * is (a `type` of 'array' or an `items` keyword: a property named `items` counts too, which only loads a part early),
 * at any depth.
 */
function schemaNames(schema: unknown, names: Set<string>): void {
  if (Array.isArray(schema)) for (const item of schema) schemaNames(item, names);
  if (!isRecord(schema)) return;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'format' && typeof value === 'string') names.add(value);
    else if (key === 'type' && (value === 'array' || (Array.isArray(value) && value.includes('array')))) {
      names.add('array');
    } else {
      if (key === 'oneOf' || key === 'anyOf') names.add(key);
      if (key === 'items') names.add('array');
      schemaNames(value, names);
    }
  }
}

/** Loads every deferred part: for what draws the theme outside a form body, which would otherwise wait (Storybook). */
export async function loadAllThemeParts(): Promise<void> {
  await Promise.all(PART_NAMES.map(([part]) => part.load()));
}

function partsNamed(names: ReadonlySet<string>): DeferredModule<unknown>[] {
  return PART_NAMES.filter(([, partNames]) => partNames.some((name) => names.has(name))).map(([part]) => part);
}

/** The deferred theme parts a form with this schema and these UI hints draws. */
export function themePartsOf(schema: unknown, uiSchema: unknown): DeferredModule<unknown>[] {
  const names = new Set<string>();
  uiNames(uiSchema, names);
  schemaNames(schema, names);
  return partsNamed(names);
}

/**
 * The deferred theme parts any form of a definition draws: those its schema and UI hints name, and the applicant
 * switcher when a step shows its people one at a time (the stepped renderer adds that hint to the step's list).
 */
export function themePartsOfDefinition(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema' | 'steps'>,
): DeferredModule<unknown>[] {
  const names = new Set<string>();
  uiNames(definition.uiSchema, names);
  schemaNames(definition.schema, names);
  if (definition.steps?.some((step) => step.people !== undefined)) names.add(APPLICANT_SWITCHER_FIELD);
  return partsNamed(names);
}
