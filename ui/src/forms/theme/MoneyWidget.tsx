import type { WidgetProps } from '@rjsf/utils';
import { filterMoneyKeystrokes, settleMoney } from 'engine';
import { BaseInput } from './BaseInput.tsx';

/**
 * An amount of money: keeps digits and one point with at most 2 decimals (at most 14 characters) while typing and
 * drops a trailing point when the field is left. The '$' before it is drawn, not part of the value.
 */
export function MoneyWidget(props: WidgetProps) {
  const { id, onChange, onBlur } = props;
  return (
    <div className="df-affixed">
      <span className="df-affix" aria-hidden="true">
        $
      </span>
      <BaseInput
        {...props}
        kind={{ inputType: 'text', keyboard: 'decimal' }}
        keep={filterMoneyKeystrokes}
        onBlur={(_id: string, value: string) => {
          const settled = settleMoney(value);
          if (settled !== value) onChange(settled || undefined);
          onBlur(id, settled);
        }}
      />
    </div>
  );
}
