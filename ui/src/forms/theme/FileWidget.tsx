import { ErrorSchemaBuilder, type WidgetProps } from '@rjsf/utils';
import { UPLOAD_EXTENSIONS, uploadProblem } from 'common';
import type { DefinitionFormContext } from './definitionFormContext.ts';
import { dataPathOfId } from './widgetPaths.ts';
import { widgetAria } from './widgetAria.ts';
import { useFormOwner } from './formOwner.ts';
import { StoredDocumentField } from './StoredDocumentField.tsx';

const ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * `ui:widget: 'file'` on a string field: a file chooser for PNG, JPG or PDF up to 106,000,000 bytes. The form data
 * holds the file's name and the File itself goes to the form context (`keepFile`) for the upload call. A refused
 * file resets the chooser and shows the spec's message; choosing a good file clears the field's errors.
 */
export function FileWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, options, schema, rawErrors, registry } = props;
  const { onChange, onBlur, onFocus } = props;
  const form = useFormOwner();
  const context = registry.formContext as DefinitionFormContext | undefined;
  const path = dataPathOfId(id, registry.globalFormOptions);

  if (context?.documents) {
    return (
      <StoredDocumentField
        id={id}
        path={path}
        value={value}
        label={props.label || 'document'}
        documents={context.documents}
        accept={ACCEPT}
        describedBy={widgetAria(id, rawErrors, Boolean(schema.description))['aria-describedby']}
        disabled={Boolean(disabled || readonly)}
        onStored={(name) => onChange(name ?? options.emptyValue)}
      />
    );
  }

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    const problem = file ? uploadProblem(file) : undefined;
    if (!file || problem) {
      input.value = '';
      context?.keepFile?.(path, undefined);
      onChange(options.emptyValue, problem ? new ErrorSchemaBuilder().addErrors(problem).ErrorSchema : undefined);
      return;
    }
    context?.keepFile?.(path, file);
    onChange(file.name);
  };

  return (
    <div className="df-file">
      <input
        form={form}
        id={id}
        name={htmlName ?? id}
        type="file"
        className="df-file__input"
        accept={ACCEPT}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        {...widgetAria(id, rawErrors, Boolean(schema.description))}
        onChange={(event) => choose(event.target)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {typeof value === 'string' && value && <p className="df-file__chosen">Chosen file: {value}</p>}
    </div>
  );
}
