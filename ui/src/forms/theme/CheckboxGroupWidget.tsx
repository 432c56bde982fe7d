import type { WidgetProps } from '@rjsf/utils';
import { ChoiceFieldset } from './ChoiceFieldset.tsx';
import { toggleChoice } from './choices.ts';
import { exclusiveOf, infoOf } from './widgetOptions.ts';
import { useFormOwner } from './formOwner.ts';
import { showsRequiredMark } from './linkedFields.ts';

/**
 * `ui:widget: 'checkboxes'` on a list of unique choices (`items` with enum or oneOf, `uniqueItems: true`): one
 * checkbox per choice in a fieldset. `ui:options.exclusive` lists choices that stand alone (e.g. 'I do not wish to
 * provide this information'): ticking one clears the others, ticking another clears it.
 */
export function CheckboxGroupWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, options, schema } = props;
  const { rawErrors, onChange, onBlur, onFocus } = props;
  const form = useFormOwner();
  const choices = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const exclusive = exclusiveOf(options);
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <ChoiceFieldset
      id={id}
      label={label}
      hideLabel={hideLabel}
      required={showsRequiredMark(required, options)}
      invalid={invalid}
      hasDescription={Boolean(schema.description)}
      info={infoOf(options)}
    >
      {choices.map((choice, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <label key={String(choice.value)} className="df-choice" htmlFor={optionId}>
            <input
              form={form}
              id={optionId}
              type="checkbox"
              name={htmlName ?? id}
              value={String(choice.value)}
              checked={selected.some((item) => Object.is(item, choice.value))}
              disabled={disabled || readonly}
              autoFocus={autofocus && index === 0}
              aria-invalid={invalid}
              onChange={(event) =>
                onChange(
                  toggleChoice(
                    selected,
                    choice.value,
                    event.target.checked,
                    choices.map((option) => option.value),
                    exclusive,
                  ),
                )
              }
              onBlur={() => onBlur(id, selected)}
              onFocus={() => onFocus(id, selected)}
            />
            <span>{choice.label}</span>
          </label>
        );
      })}
    </ChoiceFieldset>
  );
}
