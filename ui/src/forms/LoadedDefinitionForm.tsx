import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema as RjsfUiSchema, ValidatorType } from '@rjsf/utils';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormDefinition } from '../../../engine/src/definition.ts';
import { FORM_ERROR_MESSAGE, messageFor } from '../../../engine/src/messages.ts';
import { schemaAtPath } from '../../../engine/src/paths.ts';
import { apiPost, type Envelope } from '../api/client.ts';
import { errorPathOf, orderErrorsFor, type FormData } from './definitionValidator.ts';
import { createDraftScope, DraftScopeContext } from './drafts/draftScope.ts';
import { withTypingDrafts } from './drafts/withTypingDraft.tsx';
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
  /** Data the form starts with (a saved record); empty when omitted. */
  initialData?: FormData;
}

/**
 * Field -> messages shown beside the field on top of schema validation (blur checks and server replies), with the
 * value they judged: a change to another value drops them. (A typing draft reaches the form as the field is left,
 * so the blur check and the change carrying the same value arrive together; the check's message must stay.)
 */
type FieldMessages = Record<string, { messages: string[]; value: unknown }>;

// Text-like widgets keep what is typed as a draft until the field is left (see withTypingDraft).
const WIDGETS = withTypingDrafts(formTheme.widgets);

function fieldOfId(id: string): string {
  return id.replace(/^root_/, '');
}

function blurValidated(definition: FormDefinition, field: string): boolean {
  const hints = definition.uiSchema[field] as { 'ui:options'?: { validateOnBlur?: unknown } } | undefined;
  return hints?.['ui:options']?.validateOnBlur === true;
}

function toErrorSchema(messages: FieldMessages): ErrorSchema<FormData> {
  return Object.fromEntries(
    Object.entries(messages).map(([field, { messages: list }]) => [field, { __errors: list }]),
  ) as ErrorSchema<FormData>;
}

/**
 * A loaded definition rendered with RJSF and the engine's validator (DefinitionForm loads both). RJSF keeps the
 * data (the form is uncontrolled, so a change is not rendered twice); typed text stays in its widget until the
 * field is left, and every draft is committed before a submit is validated.
 */
export function LoadedDefinitionForm({
  definition,
  validator,
  submitPath,
  submitLabel = 'Submit',
  successMessage,
  titleAs: Title,
  initialData,
}: DefinitionFormProps & { definition: FormDefinition; validator: ValidatorType<FormData> }) {
  const orderErrors = useMemo(() => orderErrorsFor(definition), [definition]);
  const [drafts] = useState(createDraftScope);
  const [formKey, setFormKey] = useState(0);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [showFormMessage, setShowFormMessage] = useState(false);
  const [serverMessage, setServerMessage] = useState('');
  const [done, setDone] = useState(false);
  // A field the server refused, focused once the render showing its error has committed.
  const focusField = useRef<string | null>(null);
  // Kept by identity while unchanged, so RJSF does not merge errors or rebuild its registry on every render.
  const extraErrors = useMemo(() => toErrorSchema(fieldMessages), [fieldMessages]);
  const context = useMemo<DefinitionFormContext>(() => ({ showFormMessage }), [showFormMessage]);

  const submit = useMutation({
    mutationFn: (data: FormData): Promise<Envelope<unknown>> =>
      apiPost(submitPath, { ...data, formId: definition.id, formVersion: definition.version }),
    onSuccess: (envelope, data) => {
      if (envelope.status === 100) {
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
            {
              messages: [messageFor(definition, field, 'invalid', schemaAtPath(definition.schema, field)?.format)],
              value: data[field],
            },
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

  const dropFieldMessages = (field: string, unlessValue?: { value: unknown }) =>
    setFieldMessages((current) => {
      const judged = current[field];
      if (!judged || (unlessValue && judged.value === unlessValue.value)) return current;
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
    else setFieldMessages((current) => ({ ...current, [field]: { messages, value } }));
  };

  const busy = submit.isPending;
  const hideServerMessage = serverMessage === FORM_ERROR_MESSAGE && showFormMessage;

  return (
    // Drafts are committed in the capture phase, so RJSF validates and submits them (Enter submits without a blur).
    <div className="df" onSubmitCapture={() => drafts.commitAll()}>
      {Title && <Title className="df-title">{definition.title}</Title>}
      <div role="status" className="df-status">
        {done && <p className="message message--success">{successMessage}</p>}
      </div>
      {serverMessage && !hideServerMessage && (
        <p className="message message--error" role="alert">
          {serverMessage}
        </p>
      )}
      <DraftScopeContext value={drafts}>
        <Form<FormData>
          key={formKey}
          className="df-form"
          schema={definition.schema as RJSFSchema}
          uiSchema={definition.uiSchema as RjsfUiSchema<FormData>}
          initialFormData={formKey === 0 ? initialData : undefined}
          validator={validator}
          widgets={WIDGETS}
          templates={formTheme.templates}
          fields={formTheme.fields}
          formContext={context}
          transformErrors={orderErrors}
          extraErrors={extraErrors}
          liveValidate={showFormMessage ? 'onChange' : undefined}
          noHtml5Validate
          focusOnFirstError
          showErrorList="top"
          onChange={(event, id) => {
            if (!id) return;
            const field = fieldOfId(id);
            dropFieldMessages(field, { value: event.formData?.[field] });
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
      </DraftScopeContext>
    </div>
  );
}
