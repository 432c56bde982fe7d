import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo, useRef, useState } from 'react';
import { valueAt } from 'engine';
import { AJV_OPTIONS, configureAjv } from 'engine/compiler.ts';
import type { DefinitionFormContext } from 'ui/forms/theme/definitionFormContext.ts';
import { formTheme } from 'ui/forms/theme/registry.ts';
import 'ui/forms/definitionFormStyles.ts';

type Data = Record<string, unknown>;

// Stories compile small schemas on the fly (no CSP here), with the engine's ajv options and formats.
const validator = customizeValidator<Data>({ ajvOptionsOverrides: AJV_OPTIONS, extenderFn: configureAjv });

/** Props of a form built from a schema snippet in a story. */
export interface StoryFormProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  data?: Data;
  /** Messages shown on fields as after a refused submit (dotted data path -> message). */
  errors?: Record<string, string>;
  readonly?: boolean;
  /** Extra formContext for the theme (for example the applicant switcher's people). */
  context?: Record<string, unknown>;
}

function errorSchemaOf(errors: Record<string, string>): ErrorSchema {
  const schema: Data = {};
  for (const [path, message] of Object.entries(errors)) {
    let node = schema;
    for (const key of path.split('.')) node = (node[key] ??= {}) as Data;
    node.__errors = [message];
  }
  return schema as ErrorSchema;
}

/**
 * An RJSF form with the product's theme for a schema snippet: what widget and template stories render. It keeps
 * the data and offers `setFieldValues` and `valueAt`, so a zip look-up can fill the fields beside it and a flag can
 * copy or clear others, as in a definition's form.
 */
export function StoryForm({ schema, uiSchema, data, errors, readonly, context }: StoryFormProps) {
  const [formData, setFormData] = useState<Data>(data ?? {});
  const formRef = useRef<Form<Data>>(null);
  const formContext = useMemo<DefinitionFormContext & Data>(
    () => ({
      showFormMessage: errors !== undefined,
      // As the product's form does: RJSF queues each value after the change that caused it.
      setFieldValues: (values) => {
        for (const [path, value] of Object.entries(values)) formRef.current?.setFieldValue(path, value as Data);
      },
      valueAt: (path) => valueAt(formRef.current ? formRef.current.state.formData : data, path),
      ...context,
    }),
    [errors, context, data],
  );
  const extraErrors = useMemo(() => (errors ? errorSchemaOf(errors) : undefined), [errors]);
  return (
    <Form<Data>
      ref={formRef}
      className="df-form"
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={formTheme.widgets}
      templates={formTheme.templates}
      fields={formTheme.fields}
      formContext={formContext}
      extraErrors={extraErrors}
      readonly={readonly}
      noHtml5Validate
      showErrorList="top"
      onChange={(event) => setFormData(event.formData ?? {})}
    >
      <></>
    </Form>
  );
}
