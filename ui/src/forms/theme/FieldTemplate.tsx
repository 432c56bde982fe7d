import { descriptionId, errorId, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { fieldNoteOf, noteIdOf } from './fieldNotes.ts';
import { InfoPopupButton } from './InfoPopupButton.tsx';
import { showsRequiredMark } from './linkedFields.ts';
import { widgetLabelsItself } from './selfLabelledWidgets.ts';
import { infoOf } from './widgetOptions.ts';

/**
 * One field: label with a '*' for required fields (and those a rule requires, `ui:options.requiredMark`) (and the info popup's button when `ui:options.info` is set), the
 * widget, its description, its inline error and the page's note under it (fieldNotes.ts: 'From your pre-approval').
 * The widget carries aria-invalid and aria-describedby pointing at the error line (and the note). Groups and single checkboxes label themselves (a legend, a label beside the box), so get no label here.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, hidden, children, rawErrors, rawDescription, schema } = props;
  const uiOptions = getUiOptions(props.uiSchema);
  const info = infoOf(uiOptions);
  const note = fieldNoteOf(id, props.registry);
  if (hidden) return <div className="df-hidden">{children}</div>;
  // An object labels itself (ObjectFieldTemplate draws its group and legend), so it needs no wrapper here.
  if (schema.type === 'object') return <>{children}</>;
  const messages = [...new Set(rawErrors ?? [])];
  return (
    <div className={`field df-field${messages.length > 0 ? ' df-field--invalid' : ''}`}>
      {displayLabel && label && !widgetLabelsItself(uiOptions) && (
        <div className="df-label-row">
          <label htmlFor={id}>
            {label}
            {showsRequiredMark(required, uiOptions) && (
              <span className="df-required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </label>
          {info && <InfoPopupButton info={info} />}
        </div>
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
      {note && (
        <p id={noteIdOf(id)} className="field__hint df-note">
          {note}
        </p>
      )}
    </div>
  );
}
