import type { WidgetProps } from '@rjsf/utils';
import { shownText, useShownText } from './shownText.ts';
import { fieldNoteOf } from './fieldNotes.ts';
import { widgetAria } from './widgetAria.ts';
import { useFormOwner } from './formOwner.ts';

/** How a one-line input presents itself to the browser and to on-screen keyboards. */
export interface InputKind {
  inputType: 'text' | 'email' | 'tel' | 'password';
  keyboard: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
}

/**
 * The one-line input every text-like widget renders; an emptied input gives undefined so `required` applies. The
 * input is uncontrolled (useShownText): typing renders nothing unless a widget's filter changes what was typed.
 */
export function BaseInput(props: WidgetProps & { kind: InputKind }) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, schema, rawErrors } =
    props;
  const { onChange, onBlur, onFocus, kind } = props;
  const form = useFormOwner();
  const note = fieldNoteOf(id, props.registry);
  const text = shownText(value);
  const ref = useShownText<HTMLInputElement>(text);
  return (
    <input
      form={form}
      ref={ref}
      id={id}
      name={htmlName ?? id}
      type={kind.inputType}
      inputMode={kind.keyboard}
      className="df-input"
      defaultValue={text}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      maxLength={schema.maxLength}
      autoComplete={options.autocomplete}
      {...widgetAria(id, rawErrors, Boolean(schema.description), note !== undefined)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
