/**
 * What draws a list (a schema of `type: 'array'`): RJSF's stock array field, its templates and the buttons they
 * draw (add, copy, move, remove; and clear, which only a stock text input asked to draws), and the theme's repeating
 * rows around them. Many forms have no list (the contact form, the wizard, the short application), so this
 * loads with the first form that does (deferredThemeParts.tsx finds lists in a schema, and a form's body waits for
 * them); the registries list stand-ins for these parts (stockRegistryParts.tsx, registry.ts).
 */
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import ArrayFieldDescriptionTemplate from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
import ArrayFieldItemButtonsTemplate from '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js';
import ArrayFieldItemTemplate from '@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js';
import ArrayFieldTemplate from '@rjsf/core/lib/components/templates/ArrayFieldTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
import AddButton from '@rjsf/core/lib/components/templates/ButtonTemplates/AddButton.js';
import {
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from '@rjsf/core/lib/components/templates/ButtonTemplates/IconButton.js';
import type { TemplatesType } from '@rjsf/utils';
import type { ARRAY_TEMPLATE_NAMES, ROW_BUTTON_NAMES } from './unusualSchemaNames.ts';

export { RepeatingRowsField } from './RepeatingRowsField.tsx';
export { RepeatingRowsTemplate } from './RepeatingRowsTemplate.tsx';
export { RepeatingRowTemplate } from './RepeatingRowTemplate.tsx';

/** @rjsf/core's own array field, as its registry has it. */
export const stockArrayField = ArrayField;

/** @rjsf/core's own array templates, by their registry names. */
export const stockArrayTemplates: Pick<TemplatesType, (typeof ARRAY_TEMPLATE_NAMES)[number]> = {
  ArrayFieldDescriptionTemplate,
  ArrayFieldItemButtonsTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  ArrayFieldTitleTemplate,
};

/** @rjsf/core's own buttons but Submit, by their registry names: its lists draw them. */
export const stockRowButtons: Pick<TemplatesType['ButtonTemplates'], (typeof ROW_BUTTON_NAMES)[number]> = {
  AddButton,
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
};
