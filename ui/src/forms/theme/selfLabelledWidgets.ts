import type { GenericObjectType } from '@rjsf/utils';

// `ui:widget` names of widgets that draw their own label: groups with a legend (choices, ages), and the single checkbox.
const SELF_LABELLED = new Set([
  'yesNo',
  'YesNoWidget',
  'radio',
  'RadioWidget',
  'checkboxes',
  'CheckboxesWidget',
  'checkbox',
  'CheckboxWidget',
  'ageList',
  'AgeListWidget',
]);

/** True when a field's widget (from its ui options) labels itself, so FieldTemplate draws no <label> for it. */
export function widgetLabelsItself(uiOptions: GenericObjectType): boolean {
  return typeof uiOptions.widget === 'string' && SELF_LABELLED.has(uiOptions.widget);
}
