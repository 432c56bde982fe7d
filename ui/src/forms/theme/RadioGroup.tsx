import type { WidgetProps } from '@rjsf/utils';
import { ChoiceFieldset } from './ChoiceFieldset.tsx';
import type { Choice } from './choices.ts';
import { showsRequiredMark } from './linkedFields.ts';
import { infoOf } from './widgetOptions.ts';
import { useFormOwner } from './formOwner.ts';

/**
 * One choice out of a few as radio buttons in a fieldset (arrow keys move between them). The first radio carries
 * the field's id, so focusing the field (first error, server refusal) lands in the group. Read-only disables it.
 */
export function RadioGroup(props: WidgetProps & { choices: readonly Choice[]; inline?: boolean }) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, options, schema } = props;
  const { rawErrors, choices, inline, onChange, onBlur, onFocus } = props;
  const form = useFormOwner();
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
      inline={inline}
    >
      {choices.map((choice, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <label key={String(choice.value)} className="df-choice" htmlFor={optionId}>
            <input
              form={form}
              id={optionId}
              type="radio"
              name={htmlName ?? id}
              value={String(choice.value)}
              checked={Object.is(value, choice.value)}
              disabled={disabled || readonly}
              autoFocus={autofocus && index === 0}
              aria-invalid={invalid}
              onChange={() => onChange(choice.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <span>{choice.label}</span>
          </label>
        );
      })}
    </ChoiceFieldset>
  );
}
