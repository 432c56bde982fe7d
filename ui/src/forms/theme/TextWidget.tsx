import type { WidgetProps } from '@rjsf/utils';
import { BaseInput } from './BaseInput.tsx';

/** A one-line text input. */
export function TextWidget(props: WidgetProps) {
  return <BaseInput {...props} kind={{ inputType: 'text', keyboard: 'text' }} />;
}
