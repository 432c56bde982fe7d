import type { WidgetProps } from '@rjsf/utils';
import { BaseInput } from './BaseInput.tsx';

/** An e-mail input (the engine checks the address; the browser's own check is off). */
export function EmailWidget(props: WidgetProps) {
  return <BaseInput {...props} kind={{ inputType: 'email', keyboard: 'email' }} />;
}
