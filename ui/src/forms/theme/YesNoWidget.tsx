import type { WidgetProps } from '@rjsf/utils';
import { yesNoChoices } from './choices.ts';
import { RadioGroup } from './RadioGroup.tsx';

/**
 * `ui:widget: 'yesNo'`: a Yes/No question as two radios side by side, storing true/false for a boolean field and
 * 'true'/'false' for a string field (stage 6 declarations).
 */
export function YesNoWidget(props: WidgetProps) {
  return <RadioGroup {...props} choices={yesNoChoices(props.schema.type)} inline />;
}
