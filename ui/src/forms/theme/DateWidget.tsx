import type { WidgetProps } from '@rjsf/utils';
import { maskUsDateKeystrokes } from 'engine';
import { BaseInput } from './BaseInput.tsx';

/** A date typed as MM/DD/YYYY: digits with the slashes put in while typing, on a numeric keypad. */
export function DateWidget(props: WidgetProps) {
  const { placeholder } = props;
  return (
    <BaseInput
      {...props}
      placeholder={placeholder || 'MM/DD/YYYY'}
      kind={{ inputType: 'text', keyboard: 'numeric' }}
      keep={maskUsDateKeystrokes}
    />
  );
}
