import type { WidgetProps } from '@rjsf/utils';
import type { DefinitionFormContext } from './definitionFormContext.ts';
import { InfoPopupButton } from './InfoPopupButton.tsx';
import { linkedFlagValues, showsRequiredMark } from './linkedFields.ts';
import { dataPathOfId } from './widgetPaths.ts';
import { infoOf } from './widgetOptions.ts';
import { widgetAria } from './widgetAria.ts';
import { useFormOwner } from './formOwner.ts';

/**
 * A single checkbox for a boolean field ('I agree'), labelled by its own label to its right, with '*' when
 * required; a box that must be ticked is a schema `const: true`. Read-only disables it. Ticking it empties the fields
 * `ui:options.excludes` names ('I do not wish to provide'), and `ui:options.copyFrom` copies a row's fields from
 * another row while it is ticked (Same as Current Address), clearing them when it is unticked.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, options, schema } = props;
  const { rawErrors, onChange, onBlur, onFocus, registry } = props;
  const form = useFormOwner();
  const info = infoOf(options);
  const change = (checked: boolean) => {
    const context = registry.formContext as DefinitionFormContext | undefined;
    const path = dataPathOfId(id, registry.globalFormOptions);
    const linked = linkedFlagValues(path, checked, options, (at) => context?.valueAt?.(at));
    const setLinked = () => {
      if (Object.keys(linked).length > 0) context?.setFieldValues?.(linked);
    };
    // The form works the derivation out after each change, in order. A tick lands after what it empties or copies:
    // with the box and a sibling it excludes both ticked, the derivation would keep the one first in display order
    // ('White' over a later 'I do not wish to provide'). An untick lands first, so a copy it clears is not made again.
    if (checked) setLinked();
    onChange(checked);
    if (!checked) setLinked();
  };
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
        onChange={(event) => change(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
        {showsRequiredMark(required, options) && (
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
