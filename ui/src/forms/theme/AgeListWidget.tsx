import type { WidgetProps } from '@rjsf/utils';
import { agesOf, filterAgeKeystrokes, joinAges } from './ageList.ts';
import './ageList.css';
import { ChoiceFieldset } from './ChoiceFieldset.tsx';
import { useFormOwner } from './formOwner.ts';
import { showsRequiredMark } from './linkedFields.ts';
import { infoOf } from './widgetOptions.ts';

/**
 * `ui:widget: 'ageList'`: ages as one box each, in a group whose legend is the field's label (the value stays one
 * comma-joined text, as the spec keeps it). Add appends an empty age; Remove, shown while there is more than one age,
 * deletes one. The first box carries the field's id, so focusing the field lands in it.
 */
export function AgeListWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, options, schema } = props;
  const { rawErrors, onChange, onBlur, onFocus } = props;
  const form = useFormOwner();
  const ages = agesOf(value);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const set = (next: string[]) => onChange(joinAges(next));
  const boxId = (index: number) => (index === 0 ? id : `${id}-${index}`);
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
      <ol className="df-ages">
        {ages.map((age, index) => (
          // Ages have no identity of their own: a box is its place in the list.
          <li key={index} className="df-ages__age">
            <label htmlFor={boxId(index)} className="visually-hidden">
              Age of dependent {index + 1}
            </label>
            <input
              form={form}
              id={boxId(index)}
              name={`${htmlName ?? id}-${index}`}
              type="text"
              inputMode="numeric"
              className="df-input df-ages__input"
              value={age}
              maxLength={2}
              disabled={disabled}
              readOnly={readonly}
              autoFocus={autofocus && index === 0}
              aria-invalid={invalid}
              onChange={(event) =>
                set(ages.map((item, at) => (at === index ? filterAgeKeystrokes(event.target.value) : item)))
              }
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            {ages.length > 1 && !readonly && (
              <button
                type="button"
                className="button button--link"
                disabled={disabled}
                aria-label={`Remove age of dependent ${index + 1}`}
                onClick={() => set(ages.filter((_, at) => at !== index))}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ol>
      {!readonly && (
        <button
          type="button"
          className="button button--secondary df-ages__add"
          disabled={disabled}
          aria-label="Add an age of a dependent"
          onClick={() => set([...ages, ''])}
        >
          Add
        </button>
      )}
    </ChoiceFieldset>
  );
}
