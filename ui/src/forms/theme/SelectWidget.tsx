import type { WidgetProps } from '@rjsf/utils';
import { fieldNoteOf } from './fieldNotes.ts';
import { widgetAria } from './widgetAria.ts';
import { showsRequiredMark } from './linkedFields.ts';
import { useFormOwner } from './formOwner.ts';

/** A single choice from the schema's enum (later: from a lookup list), with 'Select' as the empty first option. */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, schema, rawErrors } =
    props;
  const { onChange, onBlur, onFocus } = props;
  const form = useFormOwner();
  const note = fieldNoteOf(id, props.registry);
  const choices = options.enumOptions ?? [];
  const decode = (raw: string) => choices.find((choice) => String(choice.value) === raw)?.value ?? options.emptyValue;
  return (
    <select
      form={form}
      id={id}
      name={htmlName ?? id}
      className="df-input df-select"
      value={value === undefined || value === null ? '' : String(value)}
      required={showsRequiredMark(required, options)}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      {...widgetAria(id, rawErrors, Boolean(schema.description), note !== undefined)}
      onChange={(event) => onChange(decode(event.target.value))}
      onBlur={(event) => onBlur(id, decode(event.target.value))}
      onFocus={(event) => onFocus(id, decode(event.target.value))}
    >
      <option value="">{placeholder || 'Select'}</option>
      {choices.map((choice) => (
        <option key={String(choice.value)} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
