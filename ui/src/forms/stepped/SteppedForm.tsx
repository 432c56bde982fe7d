import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { Suspense, useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import {
  deriveFields,
  formMessageOf,
  nextStep,
  previousStep,
  stepCounter,
  stepsBefore,
  type FormDefinition,
  type FormStep,
} from 'engine';
import { SUCCESS, type Envelope } from 'ui/api/client.ts';
import { DefinitionFormBody, type DefinitionFormHandle } from '../DefinitionFormBody.tsx';
import type { FormData } from '../definitionValidator.ts';
import type { ApplicantSwitcherContext } from '../theme/applicantSwitching.ts';
import { DefinitionNotReady, useRenderedDefinition } from '../useRenderedDefinition.tsx';
import { scopedValidator, StepCoverage, type StepValidation } from './scopedValidator.ts';
import { STEP_DISPLAYS } from './stepDisplays.ts';
import { StepBreadcrumb } from './StepBreadcrumb.tsx';
import { peopleAt, personAfter, rowsKeepCompletion, withPersonCompleted, type StepPerson } from './stepPeople.ts';
import { sliceForStep } from './stepSlice.ts';
import './stepped.css';
import { useShownWhereThePersonIs } from 'ui/components/useShownWhereThePersonIs.ts';

/** The name of the submit button that saves a step and moves on (Next, Continue). */
export const NEXT_ACTION = 'next';

/** What a page is asked to store when a step is done (or saved by another action). */
export interface StepSave {
  step: FormStep;
  /** The whole record with this step's answers, derived fields set (hidden fields emptied, choice labels). */
  record: FormData;
  /** The pressed button: NEXT_ACTION, or the name of one of `moreActions` (Save & Finish Later). */
  action: string;
  /** In a per-person step, the person whose answers these are (their row in the step's `people` list). */
  person?: number;
  /** No step follows: the page submits the whole record. */
  last: boolean;
}

/** A submit button besides Next (the 1003's Save & Finish Later): it saves and stays on the step. */
export interface StepAction {
  name: string;
  label: string;
  /** It saves what is there: missing answers are not asked for, only what is wrong is refused. */
  partial?: boolean;
}

/** Props of a stepped form rendered from a loaded definition. */
export interface LoadedSteppedFormProps {
  definition: FormDefinition;
  validator: ValidatorType<FormData>;
  /** The whole record so far; the page keeps it (onRecordChange). */
  record: FormData;
  onRecordChange(record: FormData): void;
  /** The step on screen (a step id of the definition); the page keeps it (onStepChange). */
  step: string;
  onStepChange(step: string): void;
  /** Steps for visitors only (sign-in) are skipped when signed in. */
  signedIn: boolean;
  /** Stores a done step (status 100 accepts it; anything else is shown as the page's refusal). */
  save(request: StepSave): Promise<Envelope<unknown>>;
  /** After the last step was saved. */
  onFinished?(record: FormData, envelope: Envelope<unknown>): void;
  /** 'Step 2 of 5' ('words') or '2/5' ('fraction') from the counted steps; none when omitted. */
  counter?: 'words' | 'fraction';
  /** The trail of earlier steps with their summaries, titled by `ui:options.breadcrumb` (or the form's title). */
  breadcrumb?: boolean;
  /** Fields shown but not editable (names taken from the profile). */
  readOnly?: readonly string[];
  /** Personal values on file, masked, by data path: such a field may stay empty to keep its value. */
  onFile?: Readonly<Record<string, string>>;
  /** Notes said under fields, by data path (the 1003's 'From your pre-approval'). */
  fieldNotes?: ReadonlyMap<string, string>;
  /** Told when a save is refused, here or by the server, with the pressed button's name. */
  onRefused?(action: string): void;
  /** The applicant switcher's name for a person of a per-person step; 'Applicant N' when omitted. */
  personLabel?(row: unknown, index: number): string;
  labels?: { next?: string; previous?: string; finish?: string };
  moreActions?: readonly StepAction[];
  /** Shown above the step (the 1003's stage indicator). */
  header?: ReactNode;
  /** Heading level of the step's title. */
  headingLevel?: 'h2' | 'h3';
  /** The step's data now, typing included, for a page that keeps drafts of it (the 1003's idle drafts). */
  handleRef?: Ref<DefinitionFormHandle>;
}

const ACCEPTED: Envelope<unknown> = { status: SUCCESS, statusText: '', data: null, errors: [] };

/**
 * The one stepped renderer (pre-approval wizard, the 1003's stages): one step of the definition's `steps` at a
 * time, its fields cut out of the schema, validated with the engine's step scope (one person in a per-person
 * step); the path, counter and breadcrumb from the engine (`when`, `audience`, `counted`, `summary`); Previous
 * never validates and keeps what was typed; Next validates the step, has the page save it, then moves on; steps with
 * a `display` are drawn by their registered display.
 */
export function LoadedSteppedForm(props: LoadedSteppedFormProps) {
  const { definition, step: stepId } = props;
  // Once the person has moved between steps, each new step's heading takes focus (not on arrival at the page).
  const [moved, setMoved] = useState(false);
  const step = definition.steps?.find((candidate) => candidate.id === stepId);
  if (!step) {
    return (
      <p className="message message--error" role="alert">
        This step of the form does not exist.
      </p>
    );
  }
  return (
    <StepView
      key={step.id}
      {...props}
      current={step}
      focusOnShow={moved}
      onStepChange={(next) => {
        setMoved(true);
        props.onStepChange(next);
      }}
    />
  );
}

function StepView({
  definition,
  validator,
  record,
  onRecordChange,
  current: step,
  onStepChange,
  signedIn,
  save,
  onFinished,
  counter,
  breadcrumb = false,
  readOnly,
  onFile,
  fieldNotes,
  onRefused,
  personLabel,
  labels = {},
  moreActions = [],
  header,
  headingLevel: Heading = 'h2',
  handleRef,
  focusOnShow,
}: LoadedSteppedFormProps & { current: FormStep; focusOnShow: boolean }) {
  const context = useMemo(() => ({ signedIn }), [signedIn]);
  const handle = useRef<DefinitionFormHandle>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The record a save sent, kept for when it is accepted.
  const sent = useRef<FormData | null>(null);
  const [saved, setSaved] = useState('');
  // What a display step's own fields hold so far (see StepDisplayProps.keepTyped): this component is drawn afresh
  // for each step, so it is always the shown step's.
  const displayTyped = useRef<FormData | null>(null);
  // A save that stays on the step (Save & Finish Later) is said at the top of the form, far above the button pressed:
  // the message is brought into view and takes the focus, so the person sees it and goes on from there.
  const savedMessage = useShownWhereThePersonIs<HTMLParagraphElement>(saved);
  // A new body (with the record as saved) after each person is completed in a per-person step.
  const [generation, setGeneration] = useState(0);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(new Set());
  const [chosen, setChosen] = useState<string | null>(null);
  useImperativeHandle(handleRef, () => ({ currentData: () => handle.current?.currentData() ?? record }), [record]);

  // Each step's (or person's) heading takes focus when it comes on screen, so a screen reader says where one is.
  useEffect(() => {
    if (focusOnShow || generation > 0) headingRef.current?.focus();
  }, [focusOnShow, generation]);

  const peoplePath = step.people;
  const people = useMemo(
    () => (peoplePath ? peopleAt(record, peoplePath, completed, personLabel) : []),
    [peoplePath, record, completed, personLabel],
  );
  const person: StepPerson | undefined =
    people.find((candidate) => candidate.id === chosen) ??
    people.find((candidate) => !candidate.completed) ??
    people[0];
  const onFileKey = JSON.stringify(onFile ?? {});
  const personIndex = person?.index;
  const slice = useMemo(
    () => sliceForStep(definition, step, { readOnly, onFile, people: peoplePath, person: personIndex }),
    // onFile is compared by content: a page may hand a new object with the same values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [definition, step, readOnly, onFileKey, peoplePath, personIndex],
  );
  const personPath = peoplePath && person ? `${peoplePath}.${person.index}` : undefined;
  const validation = useMemo<StepValidation>(
    () => ({
      scope: { step: step.id, ...(personPath ? { person: personPath } : {}) },
      onFile: new Set(Object.keys(onFile ?? {})),
      rendered: slice.schema as RJSFSchema,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [step.id, personPath, onFileKey, slice.schema],
  );
  // One validator for the step, which reads what it covers when it runs: a new validator whenever the person on
  // screen changes would make RJSF rebuild its schema utilities, work the whole record's defaults out again and
  // redraw every field. What it covers is set as the step renders, so a validation during the render (RJSF's own,
  // of new props) already covers the person shown.
  const [covering] = useState(() => new StepCoverage(validation));
  covering.cover(validation);
  const scoped = useMemo(
    () => scopedValidator(validator, definition, () => covering.covered()),
    [validator, definition, covering],
  );
  const applicants = useMemo<{ applicants: ApplicantSwitcherContext } | undefined>(
    () =>
      person
        ? {
            applicants: {
              people,
              selected: person.id,
              onSelect: (id) => {
                setSaved('');
                setChosen(id);
              },
            },
          }
        : undefined,
    [people, person],
  );

  const previous = previousStep(definition, step.id, record, context);
  const position = counter ? stepCounter(definition, step.id, record, context) : undefined;

  /** Moves on after the step is saved: the next step on the path, or the end. */
  const advance = (next: FormData, envelope: Envelope<unknown>) => {
    const following = nextStep(definition, step.id, next, context);
    if (following) onStepChange(following.id);
    else onFinished?.(next, envelope);
  };

  /** Goes to an earlier step without validating, keeping what was typed on this one (not saved). */
  const goBack = (to: string) => {
    const typed = step.display
      ? displayTyped.current && { ...record, ...displayTyped.current }
      : handle.current?.currentData();
    if (typed) onRecordChange(typed);
    onStepChange(to);
  };

  const send = async (data: FormData, action: string): Promise<Envelope<unknown>> => {
    const advancing = action === NEXT_ACTION;
    let next = deriveFields(definition, data);
    if (advancing && peoplePath && person && rowsKeepCompletion(definition, peoplePath)) {
      next = withPersonCompleted(next, peoplePath, person.index);
    }
    const lastPerson = !person || personAfter(people, person.index) === undefined;
    const last = advancing && lastPerson && nextStep(definition, step.id, next, context) === undefined;
    sent.current = next;
    return save({ step, record: next, action, ...(person ? { person: person.index } : {}), last });
  };

  const accepted = (envelope: Envelope<unknown>, data: FormData, action: string) => {
    const next = sent.current ?? data;
    onRecordChange(next);
    if (action !== NEXT_ACTION) {
      setSaved(envelope.statusText || 'Data is saved!');
      return;
    }
    if (person) {
      const done = new Set(completed).add(person.index);
      setCompleted(done);
      const following = personAfter(peopleAt(next, peoplePath ?? '', done, personLabel), person.index);
      if (following) {
        setChosen(following.id);
        setGeneration((count) => count + 1);
        return;
      }
    }
    advance(next, envelope);
  };

  /** A display's step is done: its values join the record, which is saved when the step has fields (or is last). */
  const complete = async (values: FormData = {}): Promise<string | null> => {
    const next = deriveFields(definition, { ...record, ...values });
    const last = nextStep(definition, step.id, next, context) === undefined;
    let envelope = ACCEPTED;
    if (step.fields.length > 0 || last) {
      envelope = await save({ step, record: next, action: NEXT_ACTION, last });
      if (envelope.status !== SUCCESS) return envelope.statusText;
    }
    onRecordChange(next);
    advance(next, envelope);
    return null;
  };

  const previousButton = previous ? (
    <button type="button" className="button button--secondary" onClick={() => goBack(previous.id)}>
      {labels.previous ?? 'Previous'}
    </button>
  ) : null;
  const Display = step.display ? STEP_DISPLAYS[step.display] : undefined;
  const partialActions = moreActions.filter((action) => action.partial).map((action) => action.name);
  const nextLabel = (last: boolean) => (last && labels.finish ? labels.finish : (labels.next ?? 'Next'));
  const isLast = nextStep(definition, step.id, record, context) === undefined;

  return (
    <div className="stepped">
      {header}
      {breadcrumb ? (
        <StepBreadcrumb
          definition={definition}
          record={record}
          steps={stepsBefore(definition, step.id, record, context)}
          current={step}
          onGo={goBack}
        />
      ) : null}
      <div className="stepped__head">
        <Heading ref={headingRef} tabIndex={-1} className="stepped__title">
          {step.title}
        </Heading>
        {position ? (
          <p className="stepped__counter">
            {counter === 'fraction' ? (
              <>
                <span aria-hidden="true">
                  {position.position}/{position.total}
                </span>
                <span className="visually-hidden">
                  Step {position.position} of {position.total}
                </span>
              </>
            ) : (
              `Step ${position.position} of ${position.total}`
            )}
          </p>
        ) : null}
      </div>
      {step.display ? (
        Display ? (
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Display
              step={step}
              definition={definition}
              record={record}
              signedIn={signedIn}
              complete={complete}
              keepTyped={(values) => {
                displayTyped.current = values;
              }}
              previousButton={previousButton}
            />
            {step.fields.length === 0 ? (
              <DisplayActions previousButton={previousButton} next={nextLabel(isLast)} onNext={complete} />
            ) : null}
          </Suspense>
        ) : (
          <p className="message message--error" role="alert">
            This step cannot be shown.
          </p>
        )
      ) : (
        <DefinitionFormBody
          key={generation}
          handleRef={handle}
          definition={definition}
          validator={scoped}
          schema={slice.schema}
          uiSchema={slice.uiSchema}
          formMessage={formMessageOf(definition, { step: step.id })}
          initialData={record}
          formContextExtras={applicants}
          before={
            <div role="status" className="df-status">
              {saved ? (
                <p ref={savedMessage} tabIndex={-1} className="message message--success">
                  {saved}
                </p>
              ) : null}
            </div>
          }
          send={send}
          onAttempt={() => setSaved('')}
          onAccepted={accepted}
          onRefused={onRefused}
          fieldNotes={fieldNotes}
          partialActions={partialActions}
          actions={({ busy, pendingAction, formId }) => (
            <>
              {previousButton}
              <button
                type="submit"
                name={NEXT_ACTION}
                form={formId}
                className="button"
                disabled={busy}
                aria-busy={busy && pendingAction === NEXT_ACTION}
              >
                {busy && pendingAction === NEXT_ACTION ? <span className="df-spinner" aria-hidden="true" /> : null}
                {nextLabel(isLast && (!person || personAfter(people, person.index) === undefined))}
              </button>
              {moreActions.map((action) => (
                <button
                  key={action.name}
                  type="submit"
                  name={action.name}
                  form={formId}
                  className="button button--secondary"
                  disabled={busy}
                  aria-busy={busy && pendingAction === action.name}
                >
                  {action.label}
                </button>
              ))}
            </>
          )}
        />
      )}
    </div>
  );
}

/** Previous and Next under a display that asks nothing (Next moves on; a failure is said above them). */
function DisplayActions({
  previousButton,
  next,
  onNext,
}: {
  previousButton: ReactNode;
  next: string;
  onNext(): Promise<string | null>;
}) {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');
  return (
    <>
      {refused ? (
        <p className="message message--error" role="alert">
          {refused}
        </p>
      ) : null}
      <div className="df-actions">
        {previousButton}
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-busy={busy}
          onClick={async () => {
            setBusy(true);
            setRefused('');
            const problem = await onNext();
            // Once it moved on, this step is gone: only a refusal is shown here.
            if (problem) {
              setBusy(false);
              setRefused(problem);
            }
          }}
        >
          {next}
        </button>
      </div>
    </>
  );
}

/** A stepped form from a published definition (by id), loaded with its validator and lookup lists. */
export function SteppedForm({
  formId,
  version,
  ...props
}: Omit<LoadedSteppedFormProps, 'definition' | 'validator'> & { formId: string; version?: number }) {
  const loaded = useRenderedDefinition(formId, version);
  if (loaded.state !== 'ready') return <DefinitionNotReady loading={loaded} />;
  return <LoadedSteppedForm {...props} definition={loaded.rendered.definition} validator={loaded.rendered.validator} />;
}
