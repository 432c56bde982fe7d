/**
 * The registry names of RJSF's stock fields, templates and buttons that few forms draw: those only unusual schemas
 * draw (in unusualSchemaParts.ts) and those only lists draw (in arrayParts.ts). The registry lists them as stand-ins
 * (stockRegistryParts.tsx) and the part loaded on first need has them.
 */

/** The fields only unusual schemas draw, by their registry names. */
export const UNUSUAL_FIELD_NAMES = [
  'AnyOfField',
  'OneOfField',
  'CyclicSchemaField',
  'FallbackField',
  'LayoutGridField',
  'LayoutHeaderField',
  'LayoutMultiSchemaField',
  'OptionalDataControlsField',
] as const;

/** The templates only the unusual fields draw. */
export const UNUSUAL_TEMPLATE_NAMES = [
  'CyclicSchemaExpandTemplate',
  'FallbackFieldTemplate',
  'GridTemplate',
  'MultiSchemaFieldTemplate',
  'OptionalDataControlsTemplate',
] as const;

/** RJSF's stock templates a list draws (with the array field, in arrayParts.ts: loaded with the first form that has a list). */
export const ARRAY_TEMPLATE_NAMES = [
  'ArrayFieldDescriptionTemplate',
  'ArrayFieldItemButtonsTemplate',
  'ArrayFieldItemTemplate',
  'ArrayFieldTemplate',
  'ArrayFieldTitleTemplate',
] as const;

/** RJSF's stock buttons but Submit (in arrayParts.ts with the lists that draw them). */
export const ROW_BUTTON_NAMES = [
  'AddButton',
  'ClearButton',
  'CopyButton',
  'MoveDownButton',
  'MoveUpButton',
  'RemoveButton',
] as const;
