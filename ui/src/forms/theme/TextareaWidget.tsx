import type { WidgetProps } from '@rjsf/utils';
import { widgetAria } from './widgetAria.ts';

/** A multi-line text input (`ui:options.rows` sets its height). */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, schema, rawErrors } =
    props;
  const { onChange, onBlur, onFocus } = props;
  return (
    <textarea
      id={id}
      name={htmlName ?? id}
      className="df-input df-textarea"
      value={typeof value === 'string' ? value : ''}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      required={required}
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
