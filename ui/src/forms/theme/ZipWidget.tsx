import type { WidgetProps } from '@rjsf/utils';
import { BaseInput } from './BaseInput.tsx';

/** A zip code input: digits and a dash only (5 digits or ZIP+4). */
export function ZipWidget(props: WidgetProps) {
  const { onChange } = props;
  return (
    <BaseInput
      {...props}
      kind={{ inputType: 'text', keyboard: 'numeric' }}
      onChange={(value: unknown) =>
        onChange(typeof value === 'string' ? value.replace(/[^\d-]/g, '') || undefined : value)
      }
    />
  );
}
