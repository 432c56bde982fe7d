import type { ValidatorType } from '@rjsf/utils';
import { useState } from 'react';
import type { FormDefinition } from 'engine';
import { apiPost, type Envelope } from '../api/client.ts';
import { DefinitionFormBody } from './DefinitionFormBody.tsx';
import type { FormData } from './definitionValidator.ts';
import type { StoredDocuments } from './theme/definitionFormContext.ts';

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
  /** Sent beside the data (the revision a saved record was read at). */
  extraBody?: Record<string, unknown>;
  /** Keep what was saved on screen after success (a record edited in place) instead of clearing the form. */
  keepValues?: boolean;
  /** Told of a successful save, with the server's envelope. */
  onSaved?: (envelope: Envelope<unknown>) => void;
  /** Files stored as soon as they are chosen (see DefinitionFormContext.documents). */
  documents?: StoredDocuments;
}

/**
 * A loaded definition posted to one API path (DefinitionForm loads the definition and its validator): a busy
 * button while sending, the success message and a cleared form once the server accepts (or the values kept, for a
 * record edited in place). Rendering, typing drafts and messages are DefinitionFormBody's.
 */
export function LoadedDefinitionForm({
  definition,
  validator,
  submitPath,
  submitLabel = 'Submit',
  successMessage,
  titleAs: Title,
  initialData,
  extraBody,
  keepValues = false,
  onSaved,
  documents,
}: DefinitionFormProps & { definition: FormDefinition; validator: ValidatorType<FormData> }) {
  // A new key clears the form after a save: the body starts again, empty.
  const [formKey, setFormKey] = useState(0);
  const [done, setDone] = useState(false);
  return (
    <DefinitionFormBody
      key={formKey}
      definition={definition}
      validator={validator}
      initialData={formKey === 0 ? initialData : undefined}
      documents={documents}
      before={
        <>
          {Title && <Title className="df-title">{definition.title}</Title>}
          <div role="status" className="df-status">
            {done && <p className="message message--success">{successMessage}</p>}
          </div>
        </>
      }
      send={(data) =>
        apiPost(submitPath, { ...data, ...extraBody, formId: definition.id, formVersion: definition.version })
      }
      onAttempt={() => setDone(false)}
      onAccepted={(envelope) => {
        if (!keepValues) setFormKey((key) => key + 1);
        setDone(true);
        onSaved?.(envelope);
      }}
      actions={({ busy, formId }) => (
        <button type="submit" form={formId} className="button" disabled={busy} aria-busy={busy}>
          {busy && <span className="df-spinner" aria-hidden="true" />}
          {busy ? 'Sending…' : submitLabel}
        </button>
      )}
    />
  );
}
