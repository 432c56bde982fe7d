import type { RJSFSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { stepNumberOf, type FormDefinition, type FormStep } from 'engine';
import { SUCCESS, storedToken, type Envelope } from 'ui/api/client.ts';
import type { FormData } from 'ui/forms/definitionValidator.ts';
import { scopedValidator } from 'ui/forms/stepped/scopedValidator.ts';
import { LoadedSteppedForm, type StepSave } from 'ui/forms/stepped/SteppedForm.tsx';
import { DefinitionNotReady, useRenderedDefinition } from 'ui/forms/useRenderedDefinition.tsx';
import { readLocalStages, writeLocalStages } from 'ui/session/localStages.ts';
import { clearSavedWizard, hasSavedWizard, savedProgressChanged } from 'ui/session/savedWizard.ts';
import { useSession } from 'ui/session/useSession.ts';
import {
  loadLatest,
  loadProfileNames,
  loadProgress,
  preapprovalQueries,
  saveProgress,
  submitPreapproval,
} from './preapprovalApi.ts';
import {
  NAME_FIELDS,
  namesAreProfiles,
  progressData,
  recordOfStages,
  resumeStep,
  stageAfter,
  stepForStage,
  withProfileNames,
  type WizardRecord,
} from './wizardProgress.ts';
import './preapproval.css';

/** The wizard's definition (forms/preapproval). */
const WIZARD_FORM = 'preapproval';

const ACCEPTED: Envelope<unknown> = { status: SUCCESS, statusText: '', data: null, errors: [] };

/** The progress the wizard resumes from. */
interface Resumed {
  kind: 'wizard';
  record: WizardRecord;
  stage: number;
  onFile: Record<string, string>;
  readOnly: readonly string[];
  /** The server's revision of the saved record; null until read (a visitor's answers). */
  revision: number | null;
  /** The record is on the server: a save sends only its step. */
  onServer: boolean;
  /** The version the saved record was filled on; the latest when it is new. */
  formVersion?: number;
}

type Loaded = Resumed | { kind: 'result'; id: number | null } | { kind: 'failed'; message: string };

/** Where a visitor's wizard starts: the answers kept on this device, read as the page is drawn. */
function resumeVisitor(): Loaded {
  const local = readLocalStages();
  if (!local) return { kind: 'result', id: null };
  const record = recordOfStages(local);
  return { kind: 'wizard', record, stage: local.stage, onFile: {}, readOnly: [], revision: null, onServer: false };
}

/**
 * Where a signed-in borrower's wizard starts (part 1 §4): from the answers kept on this device (a start made here,
 * or answers given before signing in, which then move to the account) or else from the server's saved progress;
 * with nothing saved, step 10 with the newest submitted pre-approval, if any. A borrower whose profile is complete
 * gets step 3's names from it. A visitor's starts from this device alone (resumeVisitor).
 */
async function resumeSignedIn(active: boolean): Promise<Loaded> {
  const local = readLocalStages();
  const [progress, profile] = await Promise.all([
    loadProgress(),
    active ? loadProfileNames().catch(() => null) : Promise.resolve(null),
  ]);
  let resumed: Resumed;
  if (local) {
    resumed = {
      kind: 'wizard',
      record: { ...progress.data, ...recordOfStages(local) },
      stage: local.stage,
      onFile: progress.onFile,
      readOnly: [],
      revision: progress.revision,
      onServer: false,
    };
  } else if (progress.stage > 0) {
    resumed = {
      kind: 'wizard',
      record: progress.data,
      stage: progress.stage,
      onFile: progress.onFile,
      readOnly: [],
      revision: progress.revision,
      onServer: true,
      formVersion: progress.formVersion,
    };
  } else {
    const latest = await loadLatest();
    return { kind: 'result', id: latest.statusIndicator === 1 ? latest.id : null };
  }
  if (!profile) return resumed;
  const record = withProfileNames(resumed.record, profile);
  return { ...resumed, record, readOnly: namesAreProfiles(record, profile) ? NAME_FIELDS : [] };
}

function idOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

// The result (step 10) loads when it is shown, or as the wizard is submitted, so the wizard's steps do not carry it.
const loadResult = () => import('./PreapprovalResult.tsx');
const PreapprovalResult = lazy(() => loadResult().then((module) => ({ default: module.PreapprovalResult })));

/** /preapprove: the Get Pre-Approved wizard on the stepped renderer, and its result (step 10). */
export default function PreapprovalPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const resultId = idOf(params.get('id'));
  return (
    <div className="container page preapproval-page">
      <h1>Get Pre-Approved</h1>
      {/* Each arrival (the zip question or the resume question lead here again) reads the progress afresh. */}
      {resultId !== null ? <Result id={resultId} /> : <Wizard key={location.key} />}
    </div>
  );
}

/** Step 10: the wizard's data kept on this device is removed on arrival (part 1 §4). */
function Result({ id }: { id: number | null }) {
  useEffect(() => {
    if (hasSavedWizard()) clearSavedWizard();
  }, []);
  return (
    <Suspense fallback={<p role="status">Loading your pre-approval…</p>}>
      <PreapprovalResult id={id} />
    </Suspense>
  );
}

function Wizard() {
  const session = useSession();
  // Where the progress is kept is decided on arrival: a visitor who signs in at step 6 goes on with the same page.
  const [arrival] = useState(() => ({ signedIn: session.signedIn, active: session.isActive }));
  // A visitor's start is on this device: the wizard is drawn with the page, not after a loading line.
  const [loaded, setLoaded] = useState<Loaded | null>(() => (arrival.signedIn ? null : resumeVisitor()));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!arrival.signedIn) return;
    let current = true;
    resumeSignedIn(arrival.active).then(
      (value) => current && setLoaded(value),
      (error: unknown) =>
        current && setLoaded({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [arrival, attempt]);

  if (!loaded) return <p role="status">Loading your pre-approval…</p>;
  if (loaded.kind === 'failed') {
    return (
      <div className="message message--error" role="alert">
        <p>{loaded.message}</p>
        <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }
  if (loaded.kind === 'result') return <Result id={loaded.id} />;
  return <WizardSteps resumed={loaded} />;
}

function WizardSteps({ resumed }: { resumed: Resumed }) {
  const rendered = useRenderedDefinition(WIZARD_FORM, resumed.formVersion);
  if (rendered.state !== 'ready') return <DefinitionNotReady loading={rendered} />;
  return (
    <WizardForm resumed={resumed} definition={rendered.rendered.definition} validator={rendered.rendered.validator} />
  );
}

type StepValidator = Parameters<typeof LoadedSteppedForm>[0]['validator'];

/** Whether a step of the record passes as its Next would check it (a personal value on file is not missing). */
function stepIsComplete(
  definition: FormDefinition,
  validator: StepValidator,
  record: FormData,
  onFile: Record<string, string>,
): (step: FormStep) => boolean {
  const schema = definition.schema as RJSFSchema;
  const onFilePaths = new Set(Object.keys(onFile));
  return (step) =>
    scopedValidator(validator, definition, () => ({
      scope: { step: step.id },
      onFile: onFilePaths,
      rendered: schema,
    })).validateFormData(record, schema).errors.length === 0;
}

/**
 * Said while a visitor goes back through steps whose personal answers or amounts this device did not keep (they
 * stay in the browser tab only, which was closed), up to the step they had reached.
 */
const NOT_KEPT_NOTE =
  'For your privacy, your date of birth, incomes, debts and other amounts are not kept on this device once the ' +
  'browser tab is closed. Please enter them again; your other answers are still here.';

function WizardForm({
  resumed,
  definition,
  validator,
}: {
  resumed: Resumed;
  definition: FormDefinition;
  validator: StepValidator;
}) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [record, setRecord] = useState<FormData>(resumed.record);
  // Where to start: the saved stage, or an earlier step that misses answers (the tab that held them was closed).
  const [start] = useState(() => {
    const context = { signedIn };
    const reached = stepForStage(definition, resumed.stage, resumed.record, context);
    const isComplete = stepIsComplete(definition, validator, resumed.record, resumed.onFile);
    const first = resumeStep(definition, resumed.stage, resumed.record, context, isComplete);
    return { step: first?.id ?? null, reached: first === reached ? 0 : stepNumberOf(definition, reached?.id) };
  });
  const [step, setStep] = useState<string | null>(start.step);
  const missingHere = !resumed.onServer && step !== null && stepNumberOf(definition, step) < start.reached;
  // Where the record is kept, read at each save (a visitor signs in at step 6, in the middle of a save).
  const server = useRef({ revision: resumed.revision, onServer: resumed.onServer });

  const save = useCallback(
    async ({ step: done, record: next, last }: StepSave): Promise<Envelope<unknown>> => {
      const signedInNow = storedToken() !== null;
      if (!signedInNow) {
        // The personal answers and amounts stay in this tab; the rest is kept on the device (localStages.ts).
        writeLocalStages({ ...next, stage: stageAfter(definition, done, next, { signedIn: false }) }, definition);
        return ACCEPTED;
      }
      if (server.current.revision === null) {
        // Just signed in: the account may already hold progress, whose revision the save must name.
        const reply = await loadProgress().catch((error: unknown) => error);
        if (reply instanceof Error) return { ...ACCEPTED, status: 900, statusText: reply.message };
        server.current.revision = (reply as { revision: number }).revision;
      }
      const revision = server.current.revision ?? 0;
      if (last) {
        // The result's code comes while the submission is answered.
        void loadResult();
        const reply = await submitPreapproval(revision, definition.version, next);
        if (reply.status === SUCCESS) {
          clearSavedWizard();
          void queryClient.invalidateQueries({ queryKey: preapprovalQueries.all });
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        }
        return reply;
      }
      const data = progressData(definition, next, done, !server.current.onServer);
      const reply = await saveProgress(revision, definition.version, data);
      if (reply.status === SUCCESS && reply.data) {
        server.current.revision = reply.data.revision;
        if (!server.current.onServer) {
          // The answers kept on this device (and those kept in this tab) are now the account's.
          server.current.onServer = true;
          clearSavedWizard();
        }
        savedProgressChanged();
      }
      return reply;
    },
    [definition, queryClient],
  );

  if (step === null) return <Result id={null} />;
  return (
    <LoadedSteppedForm
      definition={definition}
      validator={validator}
      record={record}
      onRecordChange={setRecord}
      step={step}
      onStepChange={setStep}
      signedIn={signedIn}
      save={save}
      onFinished={(_record, envelope) => {
        const id = (envelope.data as { id?: number } | null)?.id;
        navigate(id ? `/preapprove?id=${id}` : '/preapprove', { replace: true });
      }}
      counter="fraction"
      breadcrumb
      header={missingHere ? <p className="message wizard-note">{NOT_KEPT_NOTE}</p> : null}
      readOnly={resumed.readOnly}
      onFile={resumed.onFile}
    />
  );
}
