import type { JsonSchema, UiSchema } from '../definition.ts';

/**
 * The kinds of field the studio adds: each is a schema fragment and UI hints that select one widget of the form
 * theme. The theme's widget catalogue (ui/src/forms/theme/widgetCatalog.ts) lives in the browser; this is its
 * browser-safe twin for building definitions, and a test keeps the two in step (same widget, type and format).
 */

/** One kind of field a person can add, named by the widget that draws it. */
export interface FieldKind {
  /** What selects the widget, as the theme's widget catalogue names it (`email`, `radio`, `TextWidget`). */
  widget: string;
  /** The kind in plain words, shown in the studio's widget choice. */
  label: string;
  /** The new field's schema (its title is set from what the person types). */
  schema: JsonSchema;
  /** The new field's UI hints. */
  uiSchema: UiSchema;
  /** A choice: the field keeps a list of options (enum and `ui:enumNames` labels). */
  choice?: boolean;
}

const STARTER_OPTIONS = ['Option 1', 'Option 2'];

/** The kinds of field the studio can add, in the order its widget choice lists them. */
export const FIELD_KINDS: readonly FieldKind[] = [
  { widget: 'TextWidget', label: 'Short text', schema: { type: 'string', maxLength: 100 }, uiSchema: {} },
  {
    widget: 'textarea',
    label: 'Long text',
    schema: { type: 'string', maxLength: 2000 },
    uiSchema: { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } },
  },
  {
    widget: 'email',
    label: 'Email',
    schema: { type: 'string', format: 'email', maxLength: 254 },
    uiSchema: { 'ui:autocomplete': 'email' },
  },
  {
    widget: 'phone',
    label: 'Phone',
    schema: { type: 'string', format: 'phone', maxLength: 14 },
    uiSchema: { 'ui:autocomplete': 'tel-national' },
  },
  { widget: 'zip', label: 'Zip code', schema: { type: 'string', format: 'zip', maxLength: 10 }, uiSchema: {} },
  {
    widget: 'money',
    label: 'Amount of money',
    schema: { type: 'string', format: 'money', maxLength: 14 },
    uiSchema: {},
  },
  { widget: 'us-date', label: 'Date', schema: { type: 'string', format: 'us-date', maxLength: 10 }, uiSchema: {} },
  {
    widget: 'date-of-birth',
    label: 'Date of birth',
    schema: { type: 'string', format: 'date-of-birth', maxLength: 10 },
    uiSchema: {},
  },
  {
    widget: 'ssn',
    label: 'Social Security number',
    schema: { type: 'string', format: 'ssn', maxLength: 11 },
    uiSchema: {},
  },
  {
    widget: 'password',
    label: 'Password',
    schema: { type: 'string', maxLength: 128 },
    uiSchema: { 'ui:widget': 'password' },
  },
  { widget: 'yesNo', label: 'Yes or No', schema: { type: 'boolean' }, uiSchema: { 'ui:widget': 'yesNo' } },
  { widget: 'CheckboxWidget', label: 'Single checkbox', schema: { type: 'boolean' }, uiSchema: {} },
  {
    widget: 'radio',
    label: 'Choice (buttons)',
    schema: { type: 'string', enum: STARTER_OPTIONS },
    uiSchema: { 'ui:widget': 'radio', 'ui:enumNames': STARTER_OPTIONS },
    choice: true,
  },
  {
    widget: 'SelectWidget',
    label: 'Choice (drop-down)',
    schema: { type: 'string', enum: STARTER_OPTIONS },
    uiSchema: { 'ui:placeholder': 'Select', 'ui:enumNames': STARTER_OPTIONS },
    choice: true,
  },
  {
    widget: 'ageList',
    label: 'Ages of dependents',
    schema: { type: 'string', maxLength: 80, pattern: '^\\d{1,2}(,\\d{1,2})*$' },
    uiSchema: { 'ui:widget': 'ageList' },
  },
  {
    widget: 'file',
    label: 'File upload',
    schema: { type: 'string', maxLength: 255 },
    uiSchema: { 'ui:widget': 'file' },
  },
];

/** The kind named by a widget, if the studio can add it. */
export function fieldKindNamed(widget: string): FieldKind | undefined {
  return FIELD_KINDS.find((kind) => kind.widget === widget);
}

// Definitions written by hand name some widgets by their registry names.
const WIDGET_ALIASES: Record<string, string> = {
  RadioWidget: 'radio',
  TextareaWidget: 'textarea',
  FileWidget: 'file',
  PasswordWidget: 'password',
  EmailWidget: 'email',
  CheckboxesWidget: 'checkboxes',
};

/**
 * What draws an existing field, as the theme picks it: its `ui:widget`, else its format, else a choice's drop-down,
 * a flag's checkbox or a text box; `group` for an object of fields, `list` for repeating rows, `hidden` for a field
 * the form keeps out of sight.
 */
export function widgetOfField(schema: JsonSchema, ui: unknown): string {
  const named = typeof ui === 'object' && ui !== null ? (ui as Record<string, unknown>)['ui:widget'] : undefined;
  if (typeof named === 'string' && named) return WIDGET_ALIASES[named] ?? named;
  if (schema.type === 'object' || schema.properties) return 'group';
  if (schema.type === 'array') return 'list';
  if (schema.format) return schema.format;
  if (schema.enum) return 'SelectWidget';
  if (schema.type === 'boolean') return 'CheckboxWidget';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  return 'TextWidget';
}

const OTHER_WIDGET_LABELS: Record<string, string> = {
  group: 'Group of fields',
  list: 'Repeating rows',
  hidden: 'Hidden',
  number: 'Number',
  loanOfficer: 'Loan officer',
  checkboxes: 'Several choices',
};

/** A widget in plain words (`email` -> 'Email'); the widget's own name when the studio has no words for it. */
export function widgetLabel(widget: string): string {
  return fieldKindNamed(widget)?.label ?? OTHER_WIDGET_LABELS[widget] ?? widget;
}
