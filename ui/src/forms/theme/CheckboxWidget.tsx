import type { WidgetProps } from '@rjsf/utils';
import { InfoPopupButton } from './InfoPopupButton.tsx';
import { infoOf } from './widgetOptions.ts';
import { widgetAria } from './widgetAria.ts';
import { useFormOwner } from './formOwner.ts';

/**
 * A single checkbox for a boolean field ('I agree'), labelled by its own label to its right, with '*' when
 * required; a box that must be ticked is a schema `const: true`. Read-only disables it.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, options, schema } = props;
  const { rawErrors, onChange, onBlur, onFocus } = props;
  const form = useFormOwner();
  const info = infoOf(options);
  return (
    <div className="df-checkbox">
      <input
        form={form}
        id={id}
        name={htmlName ?? id}
        type="checkbox"
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        {...widgetAria(id, rawErrors, Boolean(schema.description))}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
        {required && (
          <span className="df-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {info && !hideLabel && <InfoPopupButton info={info} />}
    </div>
  );
}
