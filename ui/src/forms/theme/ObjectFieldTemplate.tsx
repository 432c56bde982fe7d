import { getDefaultRegistry } from '@rjsf/core';
import { canExpand, type ObjectFieldTemplateProps } from '@rjsf/utils';

const GroupTemplate = getDefaultRegistry().templates.ObjectFieldTemplate;

/**
 * An object's fields. An object with a title or a description is a group (a fieldset with its legend, as RJSF
 * draws it); one with neither (a row of a repeating list, whose row already is a group, or the form's root) adds
 * no element of its own, so its fields sit directly in the row. Shallower markup keeps a keystroke cheap on big
 * forms: the browser and React walk every element above the input for each event of a key.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, schema, uiSchema, formData, optionalDataControl, properties } = props;
  if (title || description || optionalDataControl || canExpand(schema, uiSchema, formData)) {
    return <GroupTemplate {...props} />;
  }
  return <>{properties.map((property) => property.content)}</>;
}
