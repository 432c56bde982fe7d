import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { stageValueOf, type StageReply } from 'common';
import { deriveFields, formatPhone, type FormDefinition } from 'engine';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { SUCCESS, type Envelope } from 'ui/api/client.ts';
import { ConfirmDialog } from 'ui/components/ConfirmDialog.tsx';
import type { DefinitionFormHandle } from 'ui/forms/DefinitionFormBody.tsx';
import type { FormData } from 'ui/forms/definitionValidator.ts';
import { LoadedSteppedForm, type StepSave } from 'ui/forms/stepped/SteppedForm.tsx';
import { StageIndicator } from 'ui/forms/theme/StageIndicator.tsx';
import { DefinitionNotReady, useRenderedDefinition } from 'ui/forms/useRenderedDefinition.tsx';
import {
  currentApplicationId,
  forgetCurrentApplication,
  rememberCurrentApplication,
} from 'ui/session/currentApplication.ts';
import { useSession } from 'ui/session/useSession.ts';
import {
  ApplicationLoadError,
  applicationQueries,
  discardDraft,
  loadNewestSaved,
  loadStage,
  saveStage,
} from './applicationApi.ts';
import { ApplicationStart } from './ApplicationStart.tsx';
import {
  coBorrowerStageTakenBy,
  isParticipant,
  ownEntries,
  ownerStageReached,
  participantStageAfter,
  participantStages,
} from './applicationParts.ts';
import { AuthorizationFirst, PartsNote, TakenStage } from './ParticipantParts.tsx';
import {
  canOpenStage,
  FIRST_STAGE,
  AFTER_OWN_STAGES_PATH,
  FIRST_STAGE_KEY,
  isCoBorrowerStage,
  isPerPersonStage,
  LAST_STAGE,
  resumeStage,
  STAGE_KEYS,
  stageAfter,
  stagePath,
  THANK_YOU_PATH,
} from './stageFlow.ts';
import { useIdleDraft } from './useIdleDraft.ts';
import './application.css';

/** The name of Save & Finish Later's submit button (part 2 §2.3): it saves what is there, answers missing. */
const SAVE_LATER = 'later';
const MORE_ACTIONS = [{ name: SAVE_LATER, label: 'Save & Finish Later', partial: true }] as const;

/** What the page says under a value the application started with from the pre-approval. */
export const FROM_PREAPPROVAL = 'From your pre-approval';

/** Said above a stage that moved to a newer version of its form, and under each field to check. */
export const FORM_UPDATED = 'This form was updated — please check the highlighted answers.';
export const UPDATED_FIELD = 'Updated: please check this answer';

/** HTTP 409: the stage was saved elsewhere since this page read it. */
const STALE = 409;

const TITLE = '1003 Form - Complete Application';

type Resolved = { kind: 'id'; id: number } | { kind: 'none' } | { kind: 'failed'; message: string };

/**
 * Which application the page works on: the one remembered in this tab (Complete Application, Resume, an earlier
 * save), else the newest saved one on the server (a new tab, the resume link), else none.
 */
function useApplicationId(): [Resolved | null, () => void] {
  const [resolved, setResolved] = useState<Resolved | null>(() => {
    const id = currentApplicationId();
    return id === null ? null : { kind: 'id', id };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (resolved !== null) return;
    let current = true;
    loadNewestSaved().then(
      (newest) => {
        if (!current) return;
        if (newest) rememberCurrentApplication({ id: newest._id, coBorrowerIndicator: newest.coBorrowerIndicator });
        setResolved(newest ? { kind: 'id', id: newest._id } : { kind: 'none' });
      },
      (error: unknown) => current && setResolved({ kind: 'failed', message: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [resolved, attempt]);
  const forget = useCallback(() => {
    forgetCurrentApplication();
    setResolved(null);
    setAttempt((count) => count + 1);
  }, []);
  return [resolved, forget];
}

/**
 * One stage of the full application (/stage1 … /stage6, part 2 §2.3–§2.4, §4): the frame ('1003 Form - Complete
 * Application', 'Step X of N', the stage indicator) and the stage's definition on the stepped renderer, with
 * Continue and Save & Finish Later, the applicant dropdown of stages 3, 5 and 6, Submit on stage 6's last applicant;
 * saves at the revision read (409 offers a reload and keeps what was typed), typing kept as a draft when it pauses.
 */
export function ApplicationStage({ stage }: { stage: number }) {
  // Each arrival reads the application afresh (Complete Application on /stage1 leads to /stage1 again).
  const { key } = useLocation();
  return <StageArrival key={key} stage={stage} />;
}

function StageArrival({ stage }: { stage: number }) {
  const [resolved, forget] = useApplicationId();
  if (resolved === null) return <Frame>{loadingLine()}</Frame>;
  if (resolved.kind === 'failed') return <Frame>{failure(resolved.message, forget)}</Frame>;
  if (resolved.kind === 'none') {
    return (
      <Frame>
        <ApplicationStart openAtOnce={stage === FIRST_STAGE} />
      </Frame>
    );
  }
  return <StageLoader key={`${stage}-${resolved.id}`} stage={stage} id={resolved.id} onNotFound={forget} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container page application-page">
      <h1 className="application-page__title">{TITLE}</h1>
      {children}
    </div>
  );
}

const loadingLine = () => <p role="status">Loading your application…</p>;

function failure(message: string, retry: () => void) {
  return (
    <div className="message message--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

function StageLoader({ stage, id, onNotFound }: { stage: number; id: number; onNotFound(): void }) {
  // Read once per arrival; a reload (after a 409) reads it again and starts the form afresh.
  const [arrival, setArrival] = useState(0);
  const query = useQuery({
    queryKey: [...applicationQueries.all, 'stage', stage, id, arrival],
    queryFn: () => loadStage(stage, id),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const notFound = query.error instanceof ApplicationLoadError && query.error.status === 404;
  useEffect(() => {
    // The remembered application is not this account's (or is gone): fall back to the newest saved one.
    if (notFound) onNotFound();
  }, [notFound, onNotFound]);
  if (query.isPending || notFound) return <Frame>{loadingLine()}</Frame>;
  if (query.isError) return <Frame>{failure(query.error.message, () => void query.refetch())}</Frame>;
  return <StageScreen reply={query.data} stage={stage} reload={() => setArrival((count) => count + 1)} />;
}

function StageScreen({ reply, stage, reload }: { reply: StageReply; stage: number; reload(): void }) {
  const coBorrower = reply.coBorrowerIndicator;
  const stageOneSaved = reply.formVersions.stage1 !== undefined;
  useEffect(() => {
    rememberCurrentApplication({ id: reply._id, coBorrowerIndicator: coBorrower });
  }, [reply._id, coBorrower]);

  if (reply.statusIndicator !== 0) {
    return (
      <Frame>
        <Submitted reply={reply} />
      </Frame>
    );
  }
  const { parts } = reply;
  if (parts && isParticipant(parts)) {
    // A co-borrower who joined opens their own stages only, once they gave their own authorization.
    if (!parts.authorized) {
      return (
        <Frame>
          <AuthorizationFirst />
        </Frame>
      );
    }
    const own = participantStages(parts, coBorrower);
    if (!stageOneSaved || !own.includes(stage)) {
      return <Navigate to={stageOneSaved && own[0] ? stagePath(own[0]) : AFTER_OWN_STAGES_PATH} replace />;
    }
    return <StageDefinition reply={reply} stage={stage} reload={reload} />;
  }
  // The co-borrower's stage, when they fill it themselves, is read by the owner whenever they like.
  if (isCoBorrowerStage(stage) && stageOneSaved && coBorrower && coBorrowerStageTakenBy(parts) !== null) {
    return <TakenStage reply={reply} stage={stage} />;
  }
  const reached = ownerStageReached(parts, reply.stageIndicator);
  if (!canOpenStage(stage, { stageIndicator: reached, stageOneSaved, hasCoBorrower: coBorrower })) {
    const open = stageOneSaved ? resumeStage(reached, coBorrower) : 1;
    return <Navigate to={stagePath(open)} replace />;
  }
  return <StageDefinition reply={reply} stage={stage} reload={reload} />;
}

/** A submitted or completed application is not resumable (part 2 §4.1): it is read, not changed. */
function Submitted({ reply }: { reply: StageReply }) {
  return (
    <div className="application-note">
      <p>
        Application {reply.refNumber} has been {reply.statusIndicator === 3 ? 'completed' : 'submitted'} and can no
        longer be changed here.
      </p>
      <p className="application-note__links">
        <Link to={`/preview?id=${reply._id}`}>Preview the application</Link>
        <Link to={`/download?id=${reply._id}`}>Download it as a PDF</Link>
        <Link to="/saved">Saved &amp; Completed Applications</Link>
      </p>
    </div>
  );
}

function StageDefinition({ reply, stage, reload }: { reply: StageReply; stage: number; reload(): void }) {
  const rendered = useRenderedDefinition(reply.stage.formId, reply.stage.formVersion ?? undefined);
  if (rendered.state !== 'ready') {
    return (
      <Frame>
        <DefinitionNotReady loading={rendered} />
      </Frame>
    );
  }
  return (
    <StageForm
      reply={reply}
      stage={stage}
      reload={reload}
      definition={rendered.rendered.definition}
      validator={rendered.rendered.validator}
    />
  );
}

type Data = FormData;
const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Phones of the profile and the pre-approval as the form writes them, (###) ###-####. */
function withFormattedPhones(details: unknown): Data {
  const person = isObject(details) ? details : {};
  const formatted = { ...person };
  for (const key of ['mobilePhone', 'workPhone']) {
    const value = person[key];
    if (typeof value === 'string') formatted[key] = formatPhone(value) ?? value;
  }
  return formatted;
}

/**
 * The stage's record as the form starts it: what is saved, else what the server prefills (the profile's, the
 * pre-approval's), with the entries of every person.
 */
function initialRecord(reply: StageReply, stage: number, definition: FormDefinition, draft: Data | null): Data {
  const key = STAGE_KEYS[stage] ?? FIRST_STAGE_KEY;
  const saved = draft ?? stageValueOf(reply, key);
  const prefill = reply.prefill?.[key];
  let record: Data;
  const people = APPLICATION_PEOPLE.model;
  if (key === people.stage) {
    const start = isObject(saved) ? saved : isObject(prefill) ? prefill : {};
    const applicants = Array.isArray(start[people.list]) ? (start[people.list] as Data[]) : [];
    // The profile's phones, as the page types them.
    record = {
      ...start,
      [people.list]: applicants.map((row, index) =>
        index === 0 && !isObject(saved)
          ? {
              ...row,
              [people.details]: withFormattedPhones(row[people.details]),
              ...(isObject(row[people.coBorrowerDetails])
                ? { [people.coBorrowerDetails]: withFormattedPhones(row[people.coBorrowerDetails]) }
                : {}),
            }
          : row,
      ),
    };
  } else if (isPerPersonStage(stage)) {
    const value = APPLICATION_PEOPLE.withEveryPerson(reply, key, isObject(saved) ? saved : {});
    record = { ...value, applications: ownEntries(reply.parts, value.applications as FormData[]) };
  } else if (APPLICATION_PEOPLE.startsFromCoBorrower(reply, key)) {
    // The co-borrower's contact is kept on the people stage: it shows as saved there, over an older copy (a typing
    // draft, what was typed last, keeps its own).
    const replacing = draft ? undefined : APPLICATION_PEOPLE.contactAskedBy(definition.schema, key);
    record = APPLICATION_PEOPLE.withPeoplePrefill(reply, key, isObject(saved) ? saved : prefill, replacing);
  } else {
    record = isObject(saved) ? saved : isObject(prefill) ? prefill : {};
  }
  return deriveFields(definition, record);
}

/**
 * The form's data path of a full path the server names (`stageThree.applications.0.applicant.birthDate`), or
 * undefined for another stage's: the server names entries by their stored place, matched here to the page's entry
 * of the same person.
 */
function pagePathsOf(reply: StageReply, stage: number, record: Data): (path: string) => string | undefined {
  const key = STAGE_KEYS[stage] ?? FIRST_STAGE_KEY;
  const prefix = `${key}.`;
  const stored = stageValueOf(reply, key)?.applications;
  const storedEntries: unknown[] = Array.isArray(stored) ? stored : [];
  const pageEntries = Array.isArray(record.applications) ? (record.applications as Data[]) : [];
  return (path) => {
    if (!path.startsWith(prefix)) return undefined;
    const local = path.slice(prefix.length);
    const entry = /^applications\.(\d+)\.(.*)$/.exec(local);
    if (!entry) return local;
    const mapid = (storedEntries[Number(entry[1])] as Data | undefined)?.mapid;
    const index = pageEntries.findIndex((row) => row.mapid === mapid);
    return index < 0 ? undefined : `applications.${index}.${entry[2]}`;
  };
}

/** The personal values on file of this stage, by the form's data path. */
function onFileOf(reply: StageReply, stage: number, record: Data): Record<string, string> {
  const pagePath = pagePathsOf(reply, stage, record);
  const onFile: Record<string, string> = {};
  for (const [path, masked] of Object.entries(reply.onFile)) {
    const local = pagePath(path);
    if (local !== undefined) onFile[local] = masked;
  }
  return onFile;
}

/**
 * The notes under fields, by the form's path: 'From your pre-approval' under each value the stage started with from
 * the pre-approval, and 'Updated: please check this answer' under each field that changed or became required since
 * the stage was saved on an earlier version of its form (issue 23).
 */
function fieldNotesOf(reply: StageReply, stage: number, record: Data): ReadonlyMap<string, string> | undefined {
  const pagePath = pagePathsOf(reply, stage, record);
  const pathsOf = (full: readonly string[]) => full.map(pagePath).filter((path): path is string => path !== undefined);
  const notes = new Map<string, string>(pathsOf(reply.prefilled ?? []).map((path) => [path, FROM_PREAPPROVAL]));
  for (const path of pathsOf(reply.updated?.fields ?? [])) notes.set(path, UPDATED_FIELD);
  return notes.size > 0 ? notes : undefined;
}

function StageForm({
  reply,
  stage,
  reload,
  definition,
  validator,
}: {
  reply: StageReply;
  stage: number;
  reload(): void;
  definition: FormDefinition;
  validator: Parameters<typeof LoadedSteppedForm>[0]['validator'];
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { signedIn } = useSession();
  const key = STAGE_KEYS[stage] ?? FIRST_STAGE_KEY;
  const step = definition.steps?.[0]?.id ?? key;
  const [draftOffer, setDraftOffer] = useState(reply.draft);
  const [formKey, setFormKey] = useState(0);
  const [record, setRecord] = useState<Data>(() => initialRecord(reply, stage, definition, null));
  const [reached, setReached] = useState(() => ownerStageReached(reply.parts, reply.stageIndicator));
  const [incomplete, setIncomplete] = useState(reply.incompleteStages ?? []);
  // Stage 1 not saved yet counts its steps by what it starts with (a co-borrower from the pre-approval: six).
  const [coBorrower, setCoBorrower] = useState(
    () =>
      reply.coBorrowerIndicator ||
      (key === APPLICATION_PEOPLE.model.stage &&
        reply[key] === undefined &&
        APPLICATION_PEOPLE.hasCoBorrower(APPLICATION_PEOPLE.withPeopleStage(record))),
  );
  const [stale, setStale] = useState('');
  const revision = useRef(reply.revision);
  const handle = useRef<DefinitionFormHandle>(null);
  const staleRef = useRef<HTMLDivElement>(null);
  const onFile = useMemo(() => onFileOf(reply, stage, record), [reply, stage, record]);
  // Read once: the entries of the people keep their places while the page is open.
  const [fieldNotes] = useState(() => fieldNotesOf(reply, stage, record));
  const perApplicant = isPerPersonStage(stage);
  const participant = isParticipant(reply.parts);
  const people = useMemo(() => APPLICATION_PEOPLE.peopleOfStage(reply, key), [reply, key]);
  const labelOf = useCallback(
    (row: unknown) => {
      const mapid = isObject(row) ? Number(row.mapid) : NaN;
      const person = people.find((candidate) => candidate.mapid === mapid);
      return person ? APPLICATION_PEOPLE.personLabel(person) : APPLICATION_PEOPLE.roleName('Applicant');
    },
    [people],
  );

  const draft = useIdleDraft({
    applicationId: reply._id,
    stage,
    revision: () => revision.current,
    read: () => handle.current?.currentData() ?? null,
  });

  useEffect(() => {
    if (stale) staleRef.current?.focus();
  }, [stale]);

  // People taken off on the people stage take their answers on the later stages with them (the server drops them with
  // the save): asked first, by name, and nothing is sent without a yes.
  const [leaving, setLeaving] = useState<{ names: string[]; answer(go: boolean): void } | null>(null);
  // The people as last saved (the page may save the people stage more than once: Save & Finish Later stays).
  const savedPeople = useRef<object>(reply);
  const peopleLeaving = useCallback(
    (next: Data): string[] => {
      if (key !== APPLICATION_PEOPLE.model.stage) return [];
      // Nothing to lose before a later stage was saved.
      if (reached <= stage) return [];
      const staying = new Set(
        APPLICATION_PEOPLE.peopleOf(APPLICATION_PEOPLE.withPeopleStage(next)).map((one) => one.mapid),
      );
      return APPLICATION_PEOPLE.peopleOf(savedPeople.current)
        .filter((one) => !staying.has(one.mapid))
        .map((one) => APPLICATION_PEOPLE.personLabel(one));
    },
    [key, reached, stage],
  );

  const save = useCallback(
    async ({ record: next, action, person, last }: StepSave): Promise<Envelope<unknown>> => {
      const names = peopleLeaving(next);
      if (names.length > 0 && !(await new Promise<boolean>((answer) => setLeaving({ names, answer })))) {
        return { status: 0, statusText: '', data: null, errors: [] };
      }
      const entry = person === undefined ? undefined : (next.applications as Data[] | undefined)?.[person];
      const answer = await saveStage({
        id: reply._id,
        revision: revision.current,
        formId: definition.id,
        formVersion: definition.version,
        key,
        value: entry ? { applications: [entry] } : next,
        statusIndicator: stage === LAST_STAGE && last && !participant ? 1 : 0,
        partial: action === SAVE_LATER,
        ...(stage === FIRST_STAGE ? { emailIndicator: action === SAVE_LATER ? 1 : 0 } : {}),
        ...(entry ? { mapid: Number(entry.mapid) } : {}),
      });
      if (answer.status === STALE) {
        setStale(answer.statusText);
        // The page's own notice says it, with the reload offer; the form keeps what was typed.
        return { ...answer, statusText: '' };
      }
      if (answer.status !== SUCCESS || !answer.data) return answer;
      const saved = answer.data;
      if (key === APPLICATION_PEOPLE.model.stage) savedPeople.current = APPLICATION_PEOPLE.withPeopleStage(next);
      draft.saved();
      setDraftOffer(null);
      revision.current = saved.revision;
      setReached(ownerStageReached(reply.parts, saved.stageIndicator));
      setIncomplete(saved.incompleteStages);
      setCoBorrower(saved.coBorrowerIndicator);
      rememberCurrentApplication({ id: saved._id, coBorrowerIndicator: saved.coBorrowerIndicator });
      void queryClient.invalidateQueries({ queryKey: applicationQueries.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      return answer;
    },
    [reply._id, reply.parts, definition, key, stage, draft, queryClient, participant, peopleLeaving],
  );

  const finished = (saved: Data) => {
    if (reply.parts && participant) {
      // A participant goes on to their own next stage, and back to the dashboard after their last.
      const after = participantStageAfter(reply.parts, coBorrower, stage);
      navigate(after === null ? AFTER_OWN_STAGES_PATH : stagePath(after));
      return;
    }
    const hasCo =
      key === APPLICATION_PEOPLE.model.stage
        ? APPLICATION_PEOPLE.hasCoBorrower(APPLICATION_PEOPLE.withPeopleStage(saved))
        : coBorrower;
    const next = stageAfter(stage, hasCo);
    if (next === null) {
      forgetCurrentApplication();
      navigate(THANK_YOU_PATH);
      return;
    }
    navigate(stagePath(next));
  };

  const restoreDraft = () => {
    if (!draftOffer) return;
    setRecord(initialRecord(reply, stage, definition, draftOffer.data));
    setDraftOffer(null);
    setFormKey((count) => count + 1);
  };

  const dropDraft = () => {
    setDraftOffer(null);
    void discardDraft(reply._id, stage);
  };

  const reloadLatest = async () => {
    // What was typed is kept as a draft first: the reloaded stage offers it back.
    await draft.flush();
    reload();
  };

  return (
    <div
      className="container page application-page"
      onClickCapture={(event) => {
        // A link of the page (an earlier stage) leaves it: what was typed is kept first.
        if ((event.target as Element).closest('a[href]')) void draft.flush();
      }}
    >
      <StageIndicator
        stage={stage}
        // A participant moves through their own stages with Continue: the others are not links for them.
        reached={participant ? 0 : reached}
        incomplete={incomplete}
        hasCoBorrower={coBorrower}
        titleAs="h1"
      />
      <PartsNote parts={reply.parts} stage={stage} />
      <div
        className="application-page__form"
        onInput={(event) => {
          if ((event.target as Element).closest('form, .df')) draft.typed();
        }}
      >
        <LoadedSteppedForm
          key={formKey}
          definition={definition}
          validator={validator}
          record={record}
          onRecordChange={setRecord}
          step={step}
          onStepChange={() => undefined}
          signedIn={signedIn}
          save={save}
          onFinished={finished}
          labels={{ next: 'Continue', ...(stage === LAST_STAGE && !participant ? { finish: 'Submit' } : {}) }}
          moreActions={MORE_ACTIONS}
          onFile={onFile}
          fieldNotes={fieldNotes}
          onRefused={(action) => {
            // Save & Finish Later refused (a value is wrong): what was typed is kept as the stage's draft at once.
            if (action === SAVE_LATER) void draft.flush();
          }}
          {...(perApplicant ? { personLabel: labelOf } : {})}
          handleRef={handle}
          header={
            <>
              {stale ? (
                <div className="message message--error application-stale" role="alert" ref={staleRef} tabIndex={-1}>
                  <p>{stale}</p>
                  <button type="button" className="button" onClick={() => void reloadLatest()}>
                    Reload the latest version
                  </button>
                </div>
              ) : null}
              {reply.updated && reply.updated.fields.length > 0 ? (
                <p className="message message--notice application-updated">{FORM_UPDATED}</p>
              ) : null}
              {draftOffer ? (
                <DraftOffer
                  savedAt={draftOffer.savedAt}
                  outdated={draftOffer.outdated}
                  onRestore={restoreDraft}
                  onDiscard={dropDraft}
                />
              ) : null}
            </>
          }
        />
      </div>
      {leaving && (
        <ConfirmDialog
          title="Take them off the application?"
          message={`${leaving.names.join(', ')} will be taken off this application, with what was given for them on the later stages. This cannot be undone.`}
          confirmLabel="Take off and save"
          declineLabel="Keep them"
          initialFocus="decline"
          onConfirm={() => {
            leaving.answer(true);
            setLeaving(null);
          }}
          onDecline={() => {
            leaving.answer(false);
            setLeaving(null);
          }}
          onDismiss={() => {
            leaving.answer(false);
            setLeaving(null);
          }}
        />
      )}
    </div>
  );
}

// Made when a draft is offered (a page's first date format costs tens of milliseconds on a phone).
let time: Intl.DateTimeFormat | undefined;

/** A draft of this stage from an earlier visit (or another device): offered back, never applied unasked. */
function DraftOffer({
  savedAt,
  outdated,
  onRestore,
  onDiscard,
}: {
  savedAt: string;
  outdated: boolean;
  onRestore(): void;
  onDiscard(): void;
}) {
  time ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  const savedOn = time.format(new Date(savedAt));
  return (
    <section className="application-draft" aria-labelledby="application-draft-heading">
      <h2 id="application-draft-heading" className="application-draft__title">
        Unsaved changes
      </h2>
      <p>
        You typed changes on this page on {savedOn} that were not saved.
        {outdated ? ' This page was saved again after that, so restoring them replaces the newer values.' : ''}
      </p>
      <div className="application-draft__actions">
        <button type="button" className="button" onClick={onRestore}>
          Restore my changes
        </button>
        <button type="button" className="button button--secondary" onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </section>
  );
}
