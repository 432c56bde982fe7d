import type { WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { officerQueries } from 'ui/api/officerQueries.ts';
import type { DefinitionFormContext } from './definitionFormContext.ts';
import { useFormOwner } from './formOwner.ts';
import { officerChoices, officerFillOf, officerFillValues } from './officerChoices.ts';
import { useWatchedValue } from './watchedValues.ts';
import { siblingPath, dataPathOfId } from './widgetPaths.ts';
import { fieldNoteOf } from './fieldNotes.ts';
import { widgetAria } from './widgetAria.ts';
import { showsRequiredMark } from './linkedFields.ts';

/**
 * A loan officer chosen from our list (GET /api/loan/allofficers): 'Select' first, one entry per full name, only
 * officers licensed in the state of `ui:options.stateField` (a field beside it) when it names one. Choosing an
 * officer copies their details into the fields `ui:options.fill` names; the server reads them again from its own
 * list, so what the page copies is for the person to see, never trusted.
 */
export function LoanOfficerWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, options, schema, rawErrors, registry } = props;
  const { onChange, onBlur, onFocus } = props;
  const form = useFormOwner();
  const note = fieldNoteOf(id, props.registry);
  const officers = useQuery(officerQueries.licenses());
  const path = dataPathOfId(id, registry.globalFormOptions);
  const stateField = typeof options.stateField === 'string' ? options.stateField : undefined;
  // RJSF hands widgets the form's context through the registry. The state is read again as it changes: RJSF does
  // not redraw this field for a change of another one.
  const context = registry.formContext as DefinitionFormContext | undefined;
  const state = useWatchedValue(
    context,
    () => (stateField ? stateOf(context, siblingPath(path, stateField)) : undefined),
    stateField !== undefined,
  );
  const choices = officerChoices(officers.data ?? [], state);
  const decode = (raw: string) => (raw === '' ? undefined : Number(raw));
  const choose = (raw: string) => {
    const officerId = decode(raw);
    onChange(officerId);
    const officer = choices.find((row) => row.id === officerId);
    const values = officerFillValues(officer, officerFillOf(options), path);
    if (Object.keys(values).length > 0) context?.setFieldValues?.(values);
  };
  return (
    <>
      <select
        form={form}
        id={id}
        name={htmlName ?? id}
        className="df-input df-select"
        value={value === undefined || value === null ? '' : String(value)}
        required={showsRequiredMark(required, options)}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-busy={officers.isPending || undefined}
        {...widgetAria(id, rawErrors, Boolean(schema.description), note !== undefined)}
        onChange={(event) => choose(event.target.value)}
        onBlur={(event) => onBlur(id, decode(event.target.value))}
        onFocus={(event) => onFocus(id, decode(event.target.value))}
      >
        <option value="">Select</option>
        {choices.map((officer) => (
          <option key={officer.id} value={String(officer.id)}>
            {officer.fullname}
          </option>
        ))}
      </select>
      {officers.isError ? (
        <p className="df-help" role="status">
          The loan officers could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void officers.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
    </>
  );
}

function stateOf(context: DefinitionFormContext | undefined, path: string): string | undefined {
  const value = context?.valueAt?.(path);
  return typeof value === 'string' && value ? value : undefined;
}
