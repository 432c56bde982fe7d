import type { WidgetProps } from '@rjsf/utils';
import { shownText, useShownText } from './shownText.ts';
import { widgetAria } from './widgetAria.ts';
import { showsRequiredMark } from './linkedFields.ts';
import { useFormOwner } from './formOwner.ts';

/** A multi-line text input (`ui:options.rows` sets its height), uncontrolled like BaseInput. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, schema, rawErrors } =
    props;
  const { onChange, onBlur, onFocus } = props;
  const form = useFormOwner();
  const text = shownText(value);
  const ref = useShownText<HTMLTextAreaElement>(text);
  return (
    <textarea
      form={form}
      ref={ref}
      id={id}
      name={htmlName ?? id}
      className="df-input df-textarea"
      defaultValue={text}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      required={showsRequiredMark(required, options)}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      maxLength={schema.maxLength}
      {...widgetAria(id, rawErrors, Boolean(schema.description))}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
