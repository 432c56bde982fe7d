import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { deriveFields, manifestStage, withValueAt, type FormDefinition, type UiSchema } from 'engine';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { SUCCESS, type Envelope } from 'ui/api/client.ts';
import { DefinitionFormBody } from 'ui/forms/DefinitionFormBody.tsx';
import type { FormData } from 'ui/forms/definitionValidator.ts';
import { scopedValidator } from 'ui/forms/stepped/scopedValidator.ts';
import type { ApplicantSwitcherContext } from 'ui/forms/theme/applicantSwitching.ts';
import { DefinitionNotReady, useRenderedDefinition } from 'ui/forms/useRenderedDefinition.tsx';
import type { ApplicationReply, StageKey } from 'common';
import { ALL_STAGES, isAskedStage, isPerPersonStage, STAGE_KEYS } from './stageFlow.ts';

/**
 * The whole application, read-only, rendered by the engine from the same definitions its stages were filled on (no
 * second template): every stage, every person one after another, personal numbers shown masked. For the loan's
 * staff, a stage can be corrected in place: the same definition and the same revision check (a 409 offers a reload).
 */

type Data = FormData;

/** A staff correction of one stage (POST staff/applications/{id}/stages/{stage}). */
export type CorrectStage = (request: {
  stage: number;
  key: StageKey;
  value: Data;
  formVersion: number;
  revision: number;
}) => Promise<Envelope<{ revision: number; fields: string[] }>>;

/** Props of the whole application's preview. */
export interface ApplicationPreviewProps {
  application: ApplicationReply;
  /** Heading level of each stage's title. */
  headingLevel?: 'h2' | 'h3';
  /** Given to staff who may change the application: each stage gets 'Correct this stage'. */
  correct?: CorrectStage;
  /** After a correction is saved, or to read the latest version after a 409. */
  onChanged?(): void;
  /** Only these stages (a stage someone else fills, shown on the owner's stage page); every stage when omitted. */
  stages?: readonly number[];
}

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stage's personal values on file (masked), by the stage's own data path. */
function onFileOfStage(application: ApplicationReply, key: StageKey): Record<string, string> {
  const prefix = `${key}.`;
  return Object.fromEntries(
    Object.entries(application.onFile)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, masked]) => [path.slice(prefix.length), masked]),
  );
}

/** The stage's UI hints for reading the whole of it: every person at once, and (when read-only) nothing editable. */
function wholeStageUi(definition: FormDefinition, readOnly: boolean): UiSchema {
  const ui: UiSchema = { ...definition.uiSchema, ...(readOnly ? { 'ui:readonly': true } : {}) };
  const people = ui.applications;
  if (isObject(people) && people['ui:field'] !== undefined) {
    const options = isObject(people['ui:options']) ? people['ui:options'] : {};
    ui.applications = { ...people, 'ui:options': { ...options, showEveryone: true } };
  }
  return ui;
}

/** The whole application: each stage it holds (stage 4 only with a co-borrower), in order. */
export function ApplicationPreview({
  application,
  headingLevel = 'h2',
  correct,
  onChanged,
  stages: only,
}: ApplicationPreviewProps) {
  const stages = (only ?? ALL_STAGES).filter((stage) => isAskedStage(stage, application.coBorrowerIndicator));
  return (
    <div className="application-preview">
      {stages.map((stage) => (
        <StagePreview
          key={stage}
          application={application}
          stage={stage}
          headingLevel={headingLevel}
          correct={correct}
          onChanged={onChanged}
        />
      ))}
    </div>
  );
}

function StagePreview({
  application,
  stage,
  headingLevel: Heading = 'h2',
  correct,
  onChanged,
}: ApplicationPreviewProps & { stage: number }) {
  const key = STAGE_KEYS[stage] as StageKey;
  // The stage's definition and the version the record pinned it to, as the manifest names them.
  const entry = manifestStage(APPLICATION_MANIFEST, stage);
  const version = entry ? application.formVersions[entry.versionKey] : undefined;
  const name = entry?.name ?? `Stage ${stage}`;
  if (!entry || version === undefined || !isObject(application[key])) {
    return (
      <section className="application-preview__stage" aria-label={name}>
        <Heading>{name}</Heading>
        <p>Not filled in yet.</p>
      </section>
    );
  }
  return (
    <StageOnVersion
      application={application}
      stage={stage}
      formId={entry.formId}
      version={version}
      headingLevel={Heading}
      correct={correct}
      onChanged={onChanged}
    />
  );
}

/** A saved stage, rendered from the definition version it was filled on (its titles, option labels and headings). */
function StageOnVersion({
  application,
  stage,
  formId,
  version,
  headingLevel: Heading = 'h2',
  correct,
  onChanged,
}: ApplicationPreviewProps & { stage: number; formId: string; version: number }) {
  const rendered = useRenderedDefinition(formId, version);
  if (rendered.state !== 'ready') return <DefinitionNotReady loading={rendered} />;
  return (
    <StageBody
      application={application}
      stage={stage}
      definition={rendered.rendered.definition}
      validator={rendered.rendered.validator}
      headingLevel={Heading}
      correct={correct}
      onChanged={onChanged}
    />
  );
}

function StageBody({
  application,
  stage,
  definition,
  validator,
  headingLevel: Heading = 'h2',
  correct,
  onChanged,
}: ApplicationPreviewProps & {
  stage: number;
  definition: FormDefinition;
  validator: Parameters<typeof DefinitionFormBody>[0]['validator'];
}) {
  const key = STAGE_KEYS[stage] as StageKey;
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState('');
  const [stale, setStale] = useState(false);
  // The heading its page shows, from the version the stage was filled on.
  const title = definition.steps?.[0]?.title ?? definition.title;
  const headingId = `application-stage-${stage}-${application._id}`;
  const saved = application[key] as Data;
  const onFile = useMemo(() => onFileOfStage(application, key), [application, key]);
  // Read-only, the masked personal values are shown in their fields; to edit, a field on file is left empty to keep it.
  const shown = useMemo(
    () => Object.entries(onFile).reduce((data, [path, masked]) => withValueAt(data, path, masked) as Data, saved),
    [onFile, saved],
  );
  const readUi = useMemo(() => wholeStageUi(definition, true), [definition]);
  const editUi = useMemo(() => wholeStageUi(definition, false), [definition]);
  const checked = useMemo(
    () =>
      scopedValidator(validator, definition, () => ({
        scope: {},
        onFile: new Set(Object.keys(onFile)),
        rendered: definition.schema as RJSFSchema,
      })),
    [validator, definition, onFile],
  );
  const people = useMemo<{ applicants: ApplicantSwitcherContext } | undefined>(() => {
    if (!isPerPersonStage(stage)) return undefined;
    const list = APPLICATION_PEOPLE.peopleOfStage(application, STAGE_KEYS[stage] ?? '').map((person) => ({
      id: String(person.mapid),
      text: APPLICATION_PEOPLE.personLabel(person),
      completed: true,
    }));
    return { applicants: { people: list, selected: list[0]?.id ?? '', onSelect: () => undefined } };
  }, [application, stage]);

  return (
    <section className="application-preview__stage" aria-labelledby={headingId}>
      <div className="application-preview__head">
        <Heading id={headingId}>{title}</Heading>
        {correct && !editing ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setOutcome('');
              setEditing(true);
            }}
          >
            Correct this stage<span className="visually-hidden">: {title}</span>
          </button>
        ) : null}
      </div>
      <div role="status">{outcome ? <p className="message message--success">{outcome}</p> : null}</div>
      {editing && correct ? (
        <DefinitionFormBody
          key="edit"
          definition={definition}
          validator={checked}
          uiSchema={editUi}
          initialData={saved}
          formContextExtras={people}
          before={
            stale ? (
              <button type="button" className="button" onClick={() => onChanged?.()}>
                Reload the latest version
              </button>
            ) : null
          }
          send={async (data) => {
            const reply = await correct({
              stage,
              key,
              value: deriveFields(definition, data),
              formVersion: definition.version,
              revision: application.revision,
            });
            setStale(reply.status === 409);
            return reply;
          }}
          onAccepted={(envelope) => {
            setEditing(false);
            setOutcome(envelope.statusText);
            onChanged?.();
          }}
          actions={({ busy, pendingAction, formId }) => (
            <>
              <button
                type="submit"
                form={formId}
                className="button"
                disabled={busy}
                aria-busy={busy && pendingAction !== null}
              >
                Save correction
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => setEditing(false)}
              >
                Cancel
              </button>
            </>
          )}
        />
      ) : (
        <DefinitionFormBody
          // The body reads its data when it mounts: each revision read (after a correction) is drawn afresh.
          key={`read-${application.revision}`}
          definition={definition}
          validator={validator}
          uiSchema={readUi}
          initialData={shown}
          formContextExtras={people}
          send={() => Promise.resolve({ status: SUCCESS, statusText: '', data: null, errors: [] })}
          actions={() => null}
        />
      )}
    </section>
  );
}
