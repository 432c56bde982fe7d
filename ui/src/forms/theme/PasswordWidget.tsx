import type { WidgetProps } from '@rjsf/utils';
import { BaseInput } from './BaseInput.tsx';

/**
 * A password (`"ui:widget": "password"`): a masked one-line input; `ui:autocomplete` tells password managers whether
 * it is the current password or a new one (`current-password`, `new-password`).
 */
export function PasswordWidget(props: WidgetProps) {
  return <BaseInput {...props} kind={{ inputType: 'password', keyboard: 'text' }} />;
}
