import type { WidgetProps } from '@rjsf/utils';
import { RadioGroup } from './RadioGroup.tsx';

/** `ui:widget: 'radio'`: the schema's choices (enum, or oneOf const/title) as a radio group. */
export function RadioWidget(props: WidgetProps) {
  const choices = (props.options.enumOptions ?? []).map((option) => ({ value: option.value, label: option.label }));
  return <RadioGroup {...props} choices={choices} inline={props.options.inline === true} />;
}
