/**
 * The keystroke bench page: `?form=person|record|stage5&renderer=ours|stock|plain` renders one bench form filled with
 * its data, with the product's renderer, with stock @rjsf/core (default theme, live validation on every change) or as
 * plain controls (the floor). Both form renderers validate with the definition's validators precompiled by
 * forms/generateValidators.ts, so they run the same validation code. `stage5` is the 1003's real stage 5 with seven
 * people: ours renders it as the product's stage page does (the stepped renderer, one person at a time with the
 * applicant switcher); stock and plain render the person on screen (stage5Bench.ts).
 */
import Form, { getDefaultRegistry } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import personFunctions from 'virtual:bench-validators/person';
import recordFunctions from 'virtual:bench-validators/record';
import stage5Functions from 'virtual:bench-validators/stage5';
import { deriveFields, localizeAjvErrors, type FormDefinition } from 'engine';
import { SUCCESS, type Envelope } from 'ui/api/client.ts';
import {
  bindLookupsForRendering,
  loadDefinitionValidator,
  type DefinitionForRendering,
  type FormData,
} from 'ui/forms/definitionValidator.ts';
import { LoadedDefinitionForm } from 'ui/forms/LoadedDefinitionForm.tsx';
import { LoadedSteppedForm } from 'ui/forms/stepped/SteppedForm.tsx';
import { BENCH_DEFINITIONS, benchData } from './benchForms.ts';
import {
  STAGE5_DEFINITION,
  STAGE5_LOOKUPS,
  STAGE5_PERSON_DEFINITION,
  STAGE5_SHOWN_PERSON,
  stage5PersonLabel,
  stage5Record,
} from './stage5Bench.ts';
import 'ui/styles/baseStyles.ts';

const params = new URLSearchParams(location.search);
const form = params.get('form') === 'record' ? 'record' : params.get('form') === 'stage5' ? 'stage5' : 'person';
const renderer = params.get('renderer') ?? 'ours';
const definition: FormDefinition = form === 'stage5' ? STAGE5_PERSON_DEFINITION : BENCH_DEFINITIONS[form];
const functions = (
  form === 'record' ? recordFunctions : form === 'stage5' ? stage5Functions : personFunctions
) as ValidatorFunctions;
const schema = definition.schema as RJSFSchema;
const stage5 = form === 'stage5' ? stage5Record() : undefined;
const stage5People = (stage5?.applications ?? []) as FormData[];
// What stock and plain render: the form's data, or on stage 5 the person the product shows first.
const data = form === 'stage5' ? (stage5People[STAGE5_SHOWN_PERSON] as FormData) : benchData(form);

const root = document.getElementById('root');
if (!root) throw new Error('The bench page has no #root element.');
document.title = `Keystroke bench: ${form}, ${renderer}`;

type Ui = Record<string, unknown>;
const uiChild = (ui: Ui | undefined, key: string) => (ui?.[key] ?? {}) as Ui;

/**
 * The floor: the same values in plain uncontrolled controls with labels and no handlers, field by field as the
 * schema and its UI hints have them: a hidden input where the hints hide a field, radios for a radio or Yes/No
 * field, a checkbox for another flag, a select where the schema has a list, an input elsewhere. Lists and their rows
 * carry the theme's classes (`df-rows`, `df-row`), so the floor gets the same CSS containment of rows as ours.
 */
function PlainInputs({
  value,
  schema,
  ui,
  id,
  row,
}: {
  value: unknown;
  schema: RJSFSchema;
  ui?: Ui;
  id: string;
  row?: boolean;
}) {
  if (schema.type === 'array') {
    const rows = Array.isArray(value) ? value : [];
    return (
      <fieldset className="df-rows">
        {rows.map((child, index) => (
          <PlainInputs
            key={index}
            value={child}
            schema={schema.items as RJSFSchema}
            ui={uiChild(ui, 'items')}
            id={`${id}_${index}`}
            row
          />
        ))}
      </fieldset>
    );
  }
  if (schema.type === 'object') {
    const values = (value ?? {}) as Record<string, unknown>;
    const order = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]) : Object.keys(schema.properties ?? {});
    return (
      <fieldset className={row ? 'df-row' : undefined}>
        {order.map((key) => (
          <PlainInputs
            key={key}
            value={values[key]}
            schema={schema.properties?.[key] as RJSFSchema}
            ui={uiChild(ui, key)}
            id={`${id}_${key}`}
          />
        ))}
      </fieldset>
    );
  }
  const widget = ui?.['ui:widget'];
  const text = value === undefined || value === null ? '' : String(value);
  if (widget === 'hidden') return <input type="hidden" id={id} defaultValue={text} />;
  const radios =
    widget === 'yesNo' || widget === 'radio' || widget === 'RadioWidget'
      ? schema.type === 'boolean'
        ? ['true', 'false']
        : (schema.enum ?? []).map(String)
      : undefined;
  return (
    <div className="field df-field">
      <label htmlFor={id}>{schema.title ?? id}</label>
      {radios ? (
        radios.map((option, index) => (
          <input
            key={option}
            type="radio"
            id={index === 0 ? id : `${id}-${index}`}
            name={id}
            value={option}
            defaultChecked={option === text}
          />
        ))
      ) : schema.type === 'boolean' ? (
        <input type="checkbox" id={id} defaultChecked={value === true} />
      ) : schema.enum ? (
        <select id={id} className="df-input" defaultValue={text}>
          <option value="">Select</option>
          {schema.enum.map((option) => (
            <option key={String(option)}>{String(option)}</option>
          ))}
        </select>
      ) : (
        <input id={id} className="df-input" defaultValue={text} />
      )}
    </div>
  );
}

// Widget names stock @rjsf/core knows (its own and the aliases of its widget map); ours ('money', 'yesNo') are not.
const STOCK_WIDGETS = new Set([
  ...Object.keys(getDefaultRegistry().widgets),
  'hidden',
  'radio',
  'select',
  'checkbox',
  'text',
]);

/** The UI hints with our own widgets swapped for stock ones: Yes/No as stock radios, the others as stock defaults. */
function stockUi(ui: unknown): unknown {
  if (typeof ui !== 'object' || ui === null || Array.isArray(ui)) return ui;
  return Object.fromEntries(
    Object.entries(ui)
      .map(([key, child]): [string, unknown] => {
        if (key !== 'ui:widget') return [key, stockUi(child)];
        return [key, child === 'yesNo' ? 'radio' : child];
      })
      .filter(([key, child]) => key !== 'ui:widget' || STOCK_WIDGETS.has(String(child))),
  );
}

/** The applicant dropdown stock and plain show above the person, as ours does. */
function PersonChoice() {
  if (!stage5) return null;
  return (
    <div className="field">
      <label htmlFor="bench-applicant">Applicant</label>
      <select id="bench-applicant" className="df-input" defaultValue={String(STAGE5_SHOWN_PERSON + 1)}>
        {stage5People.map((person, index) => (
          <option key={index} value={String(person.mapid)}>
            {stage5PersonLabel(person, index)}
          </option>
        ))}
      </select>
    </div>
  );
}

const ACCEPTED: Envelope<unknown> = { status: SUCCESS, statusText: '', data: null, errors: [] };
const STAGE5_ACTIONS = [{ name: 'later', label: 'Save & Finish Later' }];

/**
 * Stage 5 as the product's stage page renders it: the real definition with its lookup lists bound and its
 * precompiled validator, on the stepped renderer in per-person mode (the applicant switcher), the record derived as
 * the page derives it. Saves are accepted at once.
 */
function Stage5Ours() {
  const [rendered, setRendered] = useState<DefinitionForRendering | null>(null);
  const [record, setRecord] = useState<FormData | null>(null);
  useEffect(() => {
    void loadDefinitionValidator(STAGE5_DEFINITION).then((validator) => {
      const bound = bindLookupsForRendering(STAGE5_DEFINITION, validator, STAGE5_LOOKUPS);
      setRendered(bound);
      setRecord(deriveFields(bound.definition, stage5 ?? {}));
    });
  }, []);
  if (!rendered || !record) return <p role="status">Loading the form…</p>;
  return (
    <LoadedSteppedForm
      definition={rendered.definition}
      validator={rendered.validator}
      record={record}
      onRecordChange={setRecord}
      step={rendered.definition.steps?.[0]?.id ?? 'stage5'}
      onStepChange={() => undefined}
      signedIn
      save={() => Promise.resolve(ACCEPTED)}
      labels={{ next: 'Continue' }}
      moreActions={STAGE5_ACTIONS}
      personLabel={stage5PersonLabel}
    />
  );
}

createRoot(root).render(
  <div className="container page">
    {renderer === 'ours' && form === 'stage5' ? (
      <QueryClientProvider client={new QueryClient()}>
        <Stage5Ours />
      </QueryClientProvider>
    ) : renderer === 'ours' ? (
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
      <>
        <PersonChoice />
        <PlainInputs value={data} schema={schema} ui={definition.uiSchema} id="root" />
      </>
    ) : (
      <>
        <PersonChoice />
        <Form<FormData>
          schema={schema}
          uiSchema={stockUi(definition.uiSchema) as UiSchema<FormData>}
          validator={createPrecompiledValidator<FormData>(functions, schema)}
          initialFormData={data}
          liveValidate
          noHtml5Validate
        />
      </>
    )}
  </div>,
);
