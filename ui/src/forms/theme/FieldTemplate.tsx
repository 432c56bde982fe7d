import { descriptionId, errorId, type FieldTemplateProps } from '@rjsf/utils';

/**
 * One field: label with a '*' for required fields, the widget, its description and its inline error.
 * The widget carries aria-invalid and aria-describedby pointing at the error line.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, hidden, children, rawErrors, rawDescription, classNames, schema } = props;
  if (hidden) return <div className="df-hidden">{children}</div>;
  // The root object has no label of its own: it is the form.
  if (schema.type === 'object') return <div className={classNames}>{children}</div>;
  const messages = [...new Set(rawErrors ?? [])];
  return (
    <div className={`field df-field${messages.length > 0 ? ' df-field--invalid' : ''}`}>
      {displayLabel && label && (
        <label htmlFor={id}>
          {label}
          {required && (
            <span className="df-required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      )}
      {rawDescription && (
        <p id={descriptionId(id)} className="field__hint">
          {rawDescription}
        </p>
      )}
      {children}
      {messages.length > 0 && (
        <p id={errorId(id)} className="df-error">
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}
