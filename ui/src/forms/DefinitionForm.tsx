import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormDefinition } from '../../../engine/src/definition.ts';
import { FORM_ERROR_MESSAGE, messageFor } from '../../../engine/src/messages.ts';
import { schemaAtPath } from '../../../engine/src/paths.ts';
import { apiPost, type Envelope } from '../api/client.ts';
import type { ValidatorType } from '@rjsf/utils';
import { errorPathOf, orderErrorsFor, type FormData } from './definitionValidator.ts';
import { formQueries } from './formQueries.ts';
import type { DefinitionFormContext } from './theme/definitionFormContext.ts';
import { formTheme } from './theme/registry.ts';
import './definitionForm.css';

/** Props of a form rendered from a published definition. */
export interface DefinitionFormProps {
  formId: string;
  /** A fixed version; the latest published one when omitted. */
  version?: number;
  /** API path the data is posted to, with `formId` and `formVersion` added (e.g. 'common/contactus'). */
  submitPath: string;
  submitLabel?: string;
  /** Shown (role=status) after the server accepts the data; the form is then cleared. */
  successMessage: string;
  /** Optional heading level for the definition's title; no heading is rendered when omitted. */
  titleAs?: 'h2' | 'h3';
}

/** Field -> messages shown beside the field on top of schema validation (blur checks and server replies). */
type FieldMessages = Record<string, string[]>;

function fieldOfId(id: string): string {
  return id.replace(/^root_/, '');
}

function blurValidated(definition: FormDefinition, field: string): boolean {
  const hints = definition.uiSchema[field] as { 'ui:options'?: { validateOnBlur?: unknown } } | undefined;
  return hints?.['ui:options']?.validateOnBlur === true;
}

function toErrorSchema(messages: FieldMessages): ErrorSchema<FormData> {
  return Object.fromEntries(
    Object.entries(messages).map(([field, list]) => [field, { __errors: list }]),
  ) as ErrorSchema<FormData>;
}

/** The loaded definition rendered with RJSF and the engine's validator; see DefinitionForm. */
function LoadedDefinitionForm({
  definition,
  validator,
  submitPath,
  submitLabel = 'Submit',
  successMessage,
  titleAs: Title,
}: DefinitionFormProps & { definition: FormDefinition; validator: ValidatorType<FormData> }) {
  const orderErrors = useMemo(() => orderErrorsFor(definition), [definition]);
  const [formData, setFormData] = useState<FormData>({});
  const [formKey, setFormKey] = useState(0);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [showFormMessage, setShowFormMessage] = useState(false);
  const [serverMessage, setServerMessage] = useState('');
  const [done, setDone] = useState(false);
  // A field the server refused, focused once the render showing its error has committed.
  const focusField = useRef<string | null>(null);

  const submit = useMutation({
    mutationFn: (data: FormData): Promise<Envelope<unknown>> =>
      apiPost(submitPath, { ...data, formId: definition.id, formVersion: definition.version }),
    onSuccess: (envelope) => {
      if (envelope.status === 100) {
        setFormData({});
        setFormKey((key) => key + 1);
        setFieldMessages({});
        setShowFormMessage(false);
        setDone(true);
        return;
      }
      setServerMessage(envelope.statusText);
      const fields = envelope.errors.filter((field) => schemaAtPath(definition.schema, field));
      setFieldMessages(
        Object.fromEntries(
          fields.map((field) => [
            field,
            [messageFor(definition, field, 'invalid', schemaAtPath(definition.schema, field)?.format)],
          ]),
        ),
      );
      setShowFormMessage(fields.length > 0);
      focusField.current = fields[0] ?? null;
    },
  });

  useEffect(() => {
    if (!focusField.current) return;
    document.getElementById(`root_${focusField.current}`)?.focus();
    focusField.current = null;
  });

  const dropFieldMessages = (field: string) =>
    setFieldMessages((current) => {
      if (!(field in current)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });

  const checkOnBlur = (id: string, value: unknown) => {
    const field = fieldOfId(id);
    if (!blurValidated(definition, field)) return;
    if (value === undefined || value === '') {
      dropFieldMessages(field);
      return;
    }
    const { errors } = validator.validateFormData(
      { [field]: value },
      definition.schema as RJSFSchema,
      undefined,
      orderErrors,
    );
    const messages = errors
      .filter((error) => errorPathOf(error) === field && error.name !== 'required')
      .map((error) => error.message ?? '');
    if (messages.length === 0) dropFieldMessages(field);
    else setFieldMessages((current) => ({ ...current, [field]: messages }));
  };

  const context: DefinitionFormContext = { showFormMessage };
  const busy = submit.isPending;
  const hideServerMessage = serverMessage === FORM_ERROR_MESSAGE && showFormMessage;

  return (
    <div className="df">
      {Title && <Title className="df-title">{definition.title}</Title>}
      <div role="status" className="df-status">
        {done && <p className="message message--success">{successMessage}</p>}
      </div>
      {serverMessage && !hideServerMessage && (
        <p className="message message--error" role="alert">
          {serverMessage}
        </p>
      )}
      <Form<FormData>
        key={formKey}
        className="df-form"
        schema={definition.schema as RJSFSchema}
        uiSchema={definition.uiSchema as RjsfUiSchema<FormData>}
        formData={formData}
        validator={validator}
        widgets={formTheme.widgets}
        templates={formTheme.templates}
        formContext={context}
        transformErrors={orderErrors}
        extraErrors={toErrorSchema(fieldMessages)}
        liveValidate={showFormMessage ? 'onChange' : undefined}
        noHtml5Validate
        focusOnFirstError
        showErrorList="top"
        onChange={(event, id) => {
          setFormData(event.formData ?? {});
          if (id) dropFieldMessages(fieldOfId(id));
        }}
        onBlur={checkOnBlur}
        onError={() => {
          setShowFormMessage(true);
          setServerMessage('');
          setDone(false);
        }}
        onSubmit={(event) => {
          if (busy) return;
          setServerMessage('');
          setDone(false);
          submit.mutate(event.formData ?? {});
        }}
      >
        <div className="df-actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy && <span className="df-spinner" aria-hidden="true" />}
            {busy ? 'Sending…' : submitLabel}
          </button>
        </div>
      </Form>
    </div>
  );
}

/**
 * A form built from a published definition (GET /api/forms/:formId): the engine's messages inline and the
 * form-level message on errors, blur checks where the definition asks, nothing sent while invalid, a busy
 * button while sending, the server's statusText and failing fields on refusal, and a cleared form on success.
 */
export function DefinitionForm(props: DefinitionFormProps) {
  const definition = useQuery(formQueries.definition(props.formId, props.version));
  const validator = useQuery({
    ...formQueries.validator(definition.data as FormDefinition),
    enabled: definition.isSuccess,
  });
  const failed = definition.isError ? definition : validator.isError ? validator : null;
  if (failed) {
    return (
      <div className="message message--error" role="alert">
        <p>{failed.error?.message || 'The form could not be loaded.'}</p>
        <button type="button" className="button button--secondary" onClick={() => void failed.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!definition.data || !validator.data) {
    return (
      <p role="status" className="df-loading">
        Loading the form…
      </p>
    );
  }
  return <LoadedDefinitionForm {...props} definition={definition.data} validator={validator.data} />;
}
