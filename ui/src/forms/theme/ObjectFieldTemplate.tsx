import { getDefaultRegistry } from '@rjsf/core';
import { canExpand, getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { isFieldShown, showWhenOf, fieldConditionsOf, type FieldPlace } from 'engine';
import type { DefinitionFormContext } from './definitionFormContext.ts';
import { useWatchedValue } from './watchedValues.ts';
import { MoneyTotal } from './MoneyTotal.tsx';
import { arrangedProperties } from './ObjectFieldLayout.tsx';
import { totalLabelOf } from './widgetOptions.ts';

const GroupTemplate = getDefaultRegistry().templates.ObjectFieldTemplate;

/**
 * An object's fields. An object with a title or a description of its own (its schema's or `ui:title`; RJSF falls
 * back to the property's name, which no person should read) is a group (a fieldset with its legend, as RJSF draws
 * it); one with neither (a row of a repeating list, whose row already is a group, or the form's root) adds no
 * element of its own, so its fields sit directly in the row. Shallower markup keeps a keystroke cheap on big forms:
 * the browser and React walk every element above the input for each event of a key. A field whose
 * `ui:options.showWhen` does not hold on this object (or on the record, for a condition starting with '/') is not
 * drawn (the engine empties it: engine/src/derivedFields.ts),
 * and an object whose `ui:options.total` names a label ends with the running total of its money fields. The layout
 * hints arrange the drawn fields: `ui:options.groups` into titled questions, `nestUnder` under their parent answer
 * (ObjectFieldLayout.tsx).
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, schema, uiSchema, formData, optionalDataControl, properties } = props;
  const options = getUiOptions(uiSchema);
  const title = schema.title !== undefined || options.title !== undefined ? props.title : '';
  const values = (formData ?? {}) as Record<string, unknown>;
  const context = props.registry.formContext as DefinitionFormContext | undefined;
  const rows = props.fieldPathId.path.filter((segment): segment is number => typeof segment === 'number');
  // Which fields are shown, as one text ('101'): read again as the record changes when a condition reads the record
  // ('/...'), since RJSF redraws this object only when its own data changes.
  const readsRecord = properties.some((property) =>
    fieldConditionsOf(showWhenOf(uiSchema?.[property.name]) ?? { all: [] }).some((test) => test.path.startsWith('/')),
  );
  const visibility = useWatchedValue(
    context,
    () => {
      const place: FieldPlace = { root: context?.valueAt?.('') ?? values, rows };
      return properties
        .map((property) => (isFieldShown(uiSchema?.[property.name], values, place) ? '1' : '0'))
        .join('');
    },
    readsRecord,
  );
  const shown = arrangedProperties(
    props,
    properties.filter((_, index) => visibility[index] === '1'),
  );
  const totalLabel = totalLabelOf(options);
  const fields =
    title || description || optionalDataControl || canExpand(schema, uiSchema, formData) ? (
      <GroupTemplate {...props} title={title} properties={shown} />
    ) : (
      <>{shown.map((property) => property.content)}</>
    );
  if (!totalLabel) return fields;
  const separator = props.registry.globalFormOptions.idSeparator;
  const money = Object.entries(schema.properties ?? {})
    .filter(([, child]) => typeof child === 'object' && child.format === 'money')
    .map(([name]) => ({ id: `${props.fieldPathId.$id}${separator}${name}`, value: values[name] }));
  return (
    <div className="df-totalled">
      {fields}
      <MoneyTotal label={totalLabel} fields={money} />
    </div>
  );
}
