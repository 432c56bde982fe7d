import type { WidgetProps } from '@rjsf/utils';
import { Fragment } from 'react';
import type { RuleValue } from 'engine';
import { ChoiceFieldset } from './ChoiceFieldset.tsx';
import type { Choice } from './choices.ts';
import { showsRequiredMark } from './linkedFields.ts';
import { infoOf } from './widgetOptions.ts';
import { useFormOwner } from './formOwner.ts';
import { NestedFieldsGroup } from './NestedFieldsGroup.tsx';
import { useNestedOptions } from './nestedFields.ts';

/**
 * One choice out of a few as radio buttons in a fieldset (arrow keys move between them). The first radio carries
 * the field's id, so focusing the field (first error, server refusal) lands in the group. Read-only disables it.
 * Fields nested under an option (`ui:options.nestUnder` with that option) are drawn under it, in a group it names.
 */
export function RadioGroup(props: WidgetProps & { choices: readonly Choice[]; inline?: boolean }) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, options, schema } = props;
  const { rawErrors, choices, inline, onChange, onBlur, onFocus } = props;
  const form = useFormOwner();
  const nested = useNestedOptions();
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
        const under = nested?.get(choice.value as RuleValue);
        return (
          <Fragment key={String(choice.value)}>
            <label className="df-choice" htmlFor={optionId}>
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
            {under !== undefined && <NestedFieldsGroup label={choice.label}>{under}</NestedFieldsGroup>}
          </Fragment>
        );
      })}
    </ChoiceFieldset>
  );
}
