/**
 * The keystroke bench page: `?form=person|record&renderer=ours|stock` renders one bench form filled with its data,
 * either with the product's renderer (LoadedDefinitionForm: its theme, typing drafts and engine validator) or with
 * stock @rjsf/core (default theme, live validation on every change). Both validate with the definition's validators
 * precompiled by forms/generateValidators.ts, so they run the same validation code.
 */
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import personFunctions from 'virtual:bench-validators/person';
import recordFunctions from 'virtual:bench-validators/record';
import { localizeAjvErrors } from 'engine';
import type { FormData } from 'ui/forms/definitionValidator.ts';
import { LoadedDefinitionForm } from 'ui/forms/LoadedDefinitionForm.tsx';
import { BENCH_DEFINITIONS, benchData } from './benchForms.ts';
import 'ui/styles/baseStyles.ts';

const params = new URLSearchParams(location.search);
const form = params.get('form') === 'record' ? 'record' : 'person';
const renderer = params.get('renderer') ?? 'ours';
const definition = BENCH_DEFINITIONS[form];
const functions = (form === 'record' ? recordFunctions : personFunctions) as ValidatorFunctions;
const schema = definition.schema as RJSFSchema;
const data = benchData(form);

const root = document.getElementById('root');
if (!root) throw new Error('The bench page has no #root element.');
document.title = `Keystroke bench: ${form}, ${renderer}`;

/**
 * The floor: the same values in plain uncontrolled controls with labels (a select where the schema has a list, an
 * input elsewhere), no form library and no handlers. Lists and their rows carry the theme's classes (`df-rows`,
 * `df-row`), so the floor gets the same CSS containment of rows as ours.
 */
function PlainInputs({ value, schema, id, row }: { value: unknown; schema: RJSFSchema; id: string; row?: boolean }) {
  if (typeof value === 'object' && value !== null) {
    const list = Array.isArray(value);
    const childSchema = (key: string) => (list ? schema.items : schema.properties?.[key]) as RJSFSchema;
    return (
      <fieldset className={list ? 'df-rows' : row ? 'df-row' : undefined}>
        {Object.entries(value).map(([key, child]) => (
          <PlainInputs key={key} value={child} schema={childSchema(key)} id={`${id}_${key}`} row={list} />
        ))}
      </fieldset>
    );
  }
  return (
    <div className="field df-field">
      <label htmlFor={id}>{schema.title ?? id}</label>
      {schema.enum ? (
        <select id={id} className="df-input" defaultValue={String(value)}>
          {schema.enum.map((option) => (
            <option key={String(option)}>{String(option)}</option>
          ))}
        </select>
      ) : (
        <input id={id} className="df-input" defaultValue={String(value)} />
      )}
    </div>
  );
}

createRoot(root).render(
  <div className="container page">
    {renderer === 'ours' ? (
      <QueryClientProvider client={new QueryClient()}>
        <LoadedDefinitionForm
          formId={definition.id}
          definition={definition}
          validator={createPrecompiledValidator<FormData>(functions, schema, localizeAjvErrors(definition))}
          submitPath="bench/none"
          successMessage="Saved."
          initialData={data}
        />
      </QueryClientProvider>
    ) : renderer === 'plain' ? (
      <PlainInputs value={data} schema={schema} id="root" />
    ) : (
      <Form<FormData>
        schema={schema}
        uiSchema={definition.uiSchema as UiSchema<FormData>}
        validator={createPrecompiledValidator<FormData>(functions, schema)}
        initialFormData={data}
        liveValidate
        noHtml5Validate
      />
    )}
  </div>,
);
