import {
  messageKeyOf,
  PERSONAL_FORMATS,
  schemaAtPath,
  valueAt,
  type FormDefinition,
  type FormStep,
  type JsonSchema,
  type UiSchema,
} from 'engine';
import { uiAtDataPath } from '../formPaths.ts';
import { APPLICANT_SWITCHER_FIELD } from '../theme/deferredThemeParts.tsx';

/**
 * One step of a stepped definition as RJSF renders it: the schema and UI hints cut down to the step's fields, so
 * only they are drawn, while the form still holds (and the validator still sees) the whole record.
 */

type Ui = Record<string, unknown>;

/** How a step is drawn besides its fields. */
export interface StepSliceOptions {
  /** Field paths shown but not editable (the wizard's names taken from the profile). */
  readOnly?: readonly string[];
  /** Personal values on file (data path -> masked value): said under the field, which may stay empty. */
  onFile?: Readonly<Record<string, string>>;
  /** A list shown one person at a time (the step's `people`): drawn with the applicant switcher. */
  people?: string;
  /** The row of `people` on screen: what that person has on file is said under their fields. */
  person?: number;
}

/** What a field on file says under it. */
export function onFileDescription(masked: string): string {
  return `On file: ${masked}. Leave it empty to keep it, or type a new one.`;
}

const isUi = (value: unknown): value is Ui => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema and hints kept for paths (each a list of segments; an empty one keeps everything under it). */
function slice(schema: JsonSchema, ui: Ui, paths: string[][]): { schema: JsonSchema; ui: Ui } {
  if (paths.some((path) => path.length === 0)) return { schema, ui };
  if (schema.type === 'array' && schema.items) {
    const rest = paths.map((path) => path.slice(1));
    const items = slice(schema.items, isUi(ui.items) ? ui.items : {}, rest);
    return { schema: { ...schema, items: items.schema }, ui: { ...ui, items: items.ui } };
  }
  const kept: Record<string, JsonSchema> = {};
  const keptUi: Ui = {};
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const below = paths.filter((path) => path[0] === name).map((path) => path.slice(1));
    if (below.length === 0) continue;
    const part = slice(child, isUi(ui[name]) ? ui[name] : {}, below);
    kept[name] = part.schema;
    keptUi[name] = part.ui;
  }
  const hints = Object.fromEntries(Object.entries(ui).filter(([key]) => key.startsWith('ui:')));
  const order = Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]) : undefined;
  return {
    schema: {
      ...schema,
      properties: kept,
      ...(schema.required ? { required: schema.required.filter((name) => name in kept) } : {}),
    },
    ui: {
      ...hints,
      ...keptUi,
      ...(order
        ? { 'ui:order': order.filter((name) => name === '*' || (typeof name === 'string' && name in kept)) }
        : {}),
    },
  };
}

function uiChild(node: Ui, key: string): Ui {
  const child = node[key === '*' ? 'items' : key];
  return isUi(child) ? child : {};
}

function setUi(ui: Ui, path: string, hints: Ui): Ui {
  const segments = messageKeyOf(path).split('.');
  const go = (node: Ui, index: number): Ui => {
    if (index === segments.length) return { ...node, ...hints };
    const segment = segments[index] as string;
    const key = segment === '*' ? 'items' : segment;
    return { ...node, [key]: go(uiChild(node, segment), index + 1) };
  };
  return go(ui, 0);
}

function setSchema(schema: JsonSchema, path: string, change: (node: JsonSchema) => JsonSchema): JsonSchema {
  const segments = messageKeyOf(path).split('.');
  const go = (node: JsonSchema, index: number): JsonSchema => {
    if (index === segments.length) return change(node);
    const segment = segments[index] as string;
    if (segment === '*') return { ...node, items: go(node.items ?? {}, index + 1) };
    return { ...node, properties: { ...node.properties, [segment]: go(node.properties?.[segment] ?? {}, index + 1) } };
  };
  return go(schema, 0);
}

/**
 * The step's slice of the definition to render: only its fields; an object standing for the whole step loses the
 * title the step's heading already says; read-only fields marked so; fields on file described; a people list drawn
 * with the applicant switcher.
 */
export function sliceForStep(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema'>,
  step: FormStep,
  options: StepSliceOptions = {},
): { schema: JsonSchema; uiSchema: UiSchema } {
  const paths = step.fields.map((field) => field.split('.'));
  let { schema, ui } = slice(definition.schema, definition.uiSchema, paths);
  for (const field of step.fields) {
    if (schemaAtPath(schema, field)?.title === step.title) {
      schema = setSchema(schema, field, ({ title: _title, ...rest }) => rest);
    }
  }
  for (const path of options.readOnly ?? []) {
    if (schemaAtPath(schema, path)) ui = setUi(ui, path, { 'ui:readonly': true });
  }
  const onScreen =
    options.people !== undefined && options.person !== undefined ? `${options.people}.${options.person}.` : undefined;
  for (const [path, masked] of Object.entries(options.onFile ?? {})) {
    // A row's schema is every row's: only a field outside lists (or of the one person on screen, outside their own
    // lists) can say what one person has on file.
    const within = onScreen && path.startsWith(onScreen) ? path.slice(onScreen.length) : path;
    if (within.split('.').some((segment) => /^\d+$/.test(segment)) || !schemaAtPath(schema, path)) continue;
    schema = setSchema(schema, path, (node) => ({ ...node, description: onFileDescription(masked) }));
  }
  if (options.people && schemaAtPath(schema, options.people)?.type === 'array') {
    const existing = uiAtDataPath(ui, options.people) as Ui | undefined;
    if (existing?.['ui:field'] === undefined) ui = setUi(ui, options.people, { 'ui:field': APPLICANT_SWITCHER_FIELD });
  }
  return { schema, uiSchema: ui };
}

// Made on first use (a breadcrumb with an amount): the first number format a page makes costs tens of milliseconds
// on a phone.
let money: Intl.NumberFormat | undefined;
const moneyFormat = () =>
  (money ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }));

/** A value as the breadcrumb shows it: a choice's label, Yes or No, an amount in dollars; nothing personal. */
export function shownValue(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema'>,
  path: string,
  value: unknown,
): string {
  const field = schemaAtPath(definition.schema, path);
  if (value === undefined || value === null || value === '' || !field) return '';
  if (field.format && PERSONAL_FORMATS.includes(field.format)) return '';
  const ui = uiAtDataPath(definition.uiSchema, path) as Ui | undefined;
  if (field.enum) {
    const names = ui?.['ui:enumNames'];
    const index = field.enum.findIndex((option) => option === value);
    if (Array.isArray(names) && typeof names[index] === 'string') return names[index];
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field.format === 'money' && Number.isFinite(Number(value))) return moneyFormat().format(Number(value));
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * A done step's summary in the breadcrumb: its `summary` fields' shown values. Plain words of one object side by
 * side (a first and a last name) are joined by a space, everything else by a comma.
 */
export function stepSummary(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema' | 'lookups'>,
  step: FormStep,
  record: unknown,
): string {
  let summary = '';
  let previous: { parent: string; plain: boolean } | undefined;
  for (const path of step.summary ?? []) {
    const shown = shownValue(definition, path, valueAt(record, path));
    if (!shown) continue;
    const field = schemaAtPath(definition.schema, path);
    const current = {
      parent: path.slice(0, path.lastIndexOf('.')),
      plain: field?.type === 'string' && !field.enum && !field.format && !(messageKeyOf(path) in definition.lookups),
    };
    const together = previous?.plain && current.plain && previous.parent === current.parent;
    summary += summary ? `${together ? ' ' : ', '}${shown}` : shown;
    previous = current;
  }
  return summary;
}
