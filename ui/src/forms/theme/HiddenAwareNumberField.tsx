import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type Field, type FieldProps } from '@rjsf/utils';

function coreField(name: 'NumberField' | 'StringField'): Field {
  const field = getDefaultRegistry().fields[name];
  if (!field) throw new Error(`@rjsf/core has no ${name}: HiddenAwareNumberField wraps it.`);
  return field;
}

const NumberField = coreField('NumberField');
const StringField = coreField('StringField');

/**
 * RJSF's number field, except for a number drawn hidden (a row's index, its owner, a person's mapid): such a field
 * is never typed into, so it needs none of the number field's handling of a half-typed decimal, and RJSF's field asks
 * the browser for the locale's decimal separator on every render (a new Intl.NumberFormat each time: about a sixth
 * of drawing a stage-5 person, whose rows carry 120 such fields). The string field draws the same hidden input.
 */
export function HiddenAwareNumberField(props: FieldProps) {
  return getUiOptions(props.uiSchema).widget === 'hidden' ? <StringField {...props} /> : <NumberField {...props} />;
}
