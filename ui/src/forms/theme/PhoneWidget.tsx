import type { WidgetProps } from '@rjsf/utils';
import { filterPhoneKeystrokes, formatPhone } from 'engine';
import { BaseInput } from './BaseInput.tsx';

/**
 * A US phone input: accepts digits, space, parentheses and dash while typing and shows a valid number as
 * (###) ###-#### once the field is left.
 */
export function PhoneWidget(props: WidgetProps) {
  const { id, onChange, onBlur } = props;
  return (
    <BaseInput
      {...props}
      kind={{ inputType: 'tel', keyboard: 'tel' }}
      keep={filterPhoneKeystrokes}
      onBlur={(_id: string, value: string) => {
        const formatted = formatPhone(value);
        if (formatted && formatted !== value) onChange(formatted);
        onBlur(id, formatted ?? value);
      }}
    />
  );
}
