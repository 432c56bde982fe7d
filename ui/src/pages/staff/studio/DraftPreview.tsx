import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Component, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  deriveFields,
  formMessageOf,
  localizeAjvErrors,
  shownSteps,
  validationSchemaOf,
  type FormDefinition,
  type JsonSchema,
  type FormFixtures,
} from 'engine';
import { SUCCESS, type Envelope } from 'ui/api/client.ts';
import { DataTable, type DataColumn } from 'ui/components/DataTable.tsx';
import { DefinitionFormBody } from 'ui/forms/DefinitionFormBody.tsx';
import {
  bindLookupsForRendering,
  errorPathOf,
  type DefinitionForRendering,
  type FormData,
} from 'ui/forms/definitionValidator.ts';
import { lookupQueries } from 'ui/forms/lookupQueries.ts';
import { LoadedSteppedForm } from 'ui/forms/stepped/SteppedForm.tsx';
import { DefinitionNotReady } from 'ui/forms/useRenderedDefinition.tsx';
import {
  definedMessages,
  fieldTitleOf,
  peoplePathOf,
  PREVIEW_PEOPLE_COUNTS,
  previewFills,
  withPeople,
  type DefinedMessage,
  type PreviewFill,
  type PreviewPeopleCount,
} from './draftPreviewData.ts';
import './draftPreview.css';

/** Loads the precompiled validators of a draft saved at a revision (the server's, or a story's own). */
export type DraftValidatorLoader = (definition: FormDefinition, revision: number) => Promise<ValidatorFunctions>;

/** The widths the preview is drawn at, in CSS pixels: a phone and a desktop. */
export const PREVIEW_WIDTHS = [360, 1280] as const;

/** A choice of PREVIEW_WIDTHS. */
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/** Props of the studio's live preview of a draft. */
export interface DraftPreviewProps {
  /** The draft as it is being edited. */
  definition: FormDefinition;
  /** The fixtures the preview can be filled with (the draft's own). */
  fixtures: FormFixtures;
  /**
   * The revision the draft was last saved at: its validators are loaded for it. Until a change of the schema is
   * saved, the preview keeps showing the draft as it was, since no validator for the new schema exists yet.
   */
  revision: number;
  /** How the validators are loaded: the server's at the draft's signed address (draftValidatorUrl), or a story's. */
  loadValidator: DraftValidatorLoader;
  /** The width it opens at. */
  initialWidth?: PreviewWidth;
}

const ACCEPTED: Envelope<unknown> = { status: SUCCESS, statusText: '', data: null, errors: [] };
const SIGNED_IN = true;

/**
 * The draft's validator for its own schema, or null when the loaded validators were built for another schema. The
 * server compiles a draft's validators from its schema without annotations (validationSchemaOf), so they still fit
 * after a title, help text or default is reworded: every schema RJSF hands over is looked up without its annotations.
 * Validators compiled from the whole schema (a published version's, a story's) are used as they are.
 */
function validatorFor(definition: FormDefinition, functions: ValidatorFunctions): ValidatorType<FormData> | null {
  const schema = definition.schema as RJSFSchema;
  const localize = localizeAjvErrors(definition);
  try {
    const plain = validationSchemaOf(definition.schema) as RJSFSchema;
    const inner = createPrecompiledValidator<FormData>(functions, plain, localize);
    const blind = (given: RJSFSchema): RJSFSchema =>
      given === schema ? plain : (validationSchemaOf(given as JsonSchema) as RJSFSchema);
    return {
      validateFormData: (formData, given, ...rest) => inner.validateFormData(formData, blind(given), ...rest),
      isValid: (given, formData, root) => inner.isValid(blind(given), formData, blind(root)),
      rawValidation: (given, formData) => inner.rawValidation(blind(given), formData),
    };
  } catch {
    // createPrecompiledValidator finds no function for a schema it was not built from.
  }
  try {
    return createPrecompiledValidator<FormData>(functions, schema, localize);
  } catch {
    return null;
  }
}

/**
 * The studio's live preview of a draft with the product's own renderer (the stepped renderer for a form with steps,
 * the same theme, widgets and lookup lists): at 360 or 1280 px (scaled down to fit, never scrolling the page
 * sideways), filled with nothing or one of the fixtures, with 1, 3 or 7 people for a per-person form, and an
 * "Every message" view listing the errors of the chosen data and every message the definition defines. Submitting
 * only runs the checks: nothing is sent to the server.
 */
export function DraftPreview({
  definition,
  fixtures,
  revision,
  loadValidator,
  initialWidth = 1280,
}: DraftPreviewProps) {
  const [width, setWidth] = useState<PreviewWidth>(initialWidth);
  const [fillKey, setFillKey] = useState('empty');
  const [people, setPeople] = useState<PreviewPeopleCount>(1);
  const [view, setView] = useState<'form' | 'messages'>('form');
  const ids = useId();

  const fills = useMemo(() => previewFills(fixtures), [fixtures]);
  const fill = fills.find((candidate) => candidate.key === fillKey) ?? (fills[0] as PreviewFill);
  const peoplePath = peoplePathOf(definition);
  const data = useMemo(
    () => (peoplePath ? withPeople(fill.data, peoplePath, people, fixtures) : fill.data),
    [fill, peoplePath, people, fixtures],
  );

  const lookups = useQuery(lookupQueries.forDefinition(definition));
  const functions = useQuery({
    queryKey: ['studio', 'draft', definition.id, revision, 'validator'] as const,
    queryFn: () => loadValidator(definition, revision),
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });

  const current = useMemo(() => {
    if (!functions.data || !lookups.data) return null;
    const validator = validatorFor(definition, functions.data);
    return validator ? bindLookupsForRendering(definition, validator, lookups.data) : null;
  }, [definition, functions.data, lookups.data]);
  // Until the validators of a changed schema arrive, the last draft that could be drawn stays on screen.
  const [lastDrawn, setLastDrawn] = useState<DefinitionForRendering | null>(null);
  if (current && current !== lastDrawn) setLastDrawn(current);
  const rendered = current ?? lastDrawn;
  const behind = rendered !== null && current === null;

  if (!rendered) {
    const failed = functions.isError ? functions : lookups.isError ? lookups : null;
    if (failed) {
      return (
        <DefinitionNotReady
          loading={{
            state: 'failed',
            message: failed.error?.message || 'The preview could not be loaded.',
            retry: () => void failed.refetch(),
          }}
        />
      );
    }
    if (functions.data && lookups.data) {
      return (
        <p role="status" className="draft-preview__note">
          The preview shows the draft once it is saved.
        </p>
      );
    }
    return <DefinitionNotReady loading={{ state: 'loading' }} />;
  }

  const drawKey = `${fill.key}/${people}`;
  return (
    <section className="draft-preview" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="draft-preview__title">
        Preview
      </h2>
      <div className="draft-preview__controls">
        <fieldset className="draft-preview__choice">
          <legend>Width</legend>
          {PREVIEW_WIDTHS.map((choice) => (
            <label key={choice}>
              <input type="radio" name={`${ids}-width`} checked={width === choice} onChange={() => setWidth(choice)} />{' '}
              {choice === 360 ? 'Phone, 360 px' : 'Desktop, 1280 px'}
            </label>
          ))}
        </fieldset>
        <div className="draft-preview__choice">
          <label htmlFor={`${ids}-fill`}>Filled with</label>
          <select id={`${ids}-fill`} value={fill.key} onChange={(event) => setFillKey(event.target.value)}>
            {fills.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        {peoplePath ? (
          <fieldset className="draft-preview__choice">
            <legend>People</legend>
            {PREVIEW_PEOPLE_COUNTS.map((count) => (
              <label key={count}>
                <input
                  type="radio"
                  name={`${ids}-people`}
                  checked={people === count}
                  onChange={() => setPeople(count)}
                />{' '}
                {count}
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset className="draft-preview__choice">
          <legend>Show</legend>
          <label>
            <input type="radio" name={`${ids}-view`} checked={view === 'form'} onChange={() => setView('form')} /> The
            form
          </label>
          <label>
            <input
              type="radio"
              name={`${ids}-view`}
              checked={view === 'messages'}
              onChange={() => setView('messages')}
            />{' '}
            Every message
          </label>
        </fieldset>
      </div>
      <div role="status" className="draft-preview__note">
        {behind ? 'The preview shows the draft as last saved: your latest change shows once it is saved.' : null}
      </div>
      {view === 'form' ? (
        <PreviewFrame width={width}>
          <PreviewBoundary resetKey={rendered}>
            {rendered.definition.steps?.length ? (
              <SteppedPreview key={drawKey} rendered={rendered} record={data} />
            ) : (
              <SinglePreview key={drawKey} rendered={rendered} data={data} />
            )}
          </PreviewBoundary>
        </PreviewFrame>
      ) : (
        <EveryMessage rendered={rendered} data={data} fill={fill} />
      )}
    </section>
  );
}

/** The preview's frame: `width` CSS pixels wide, scaled down to the space there is, its height following. */
function PreviewFrame({ width, children }: { width: PreviewWidth; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number>(width);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const box = outer.current;
    const frame = inner.current;
    if (!box || !frame) return;
    const measure = () => {
      setRoom(box.clientWidth || width);
      setHeight(frame.offsetHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [width]);
  const scale = Math.min(1, room / width);
  return (
    <div className="draft-preview__viewport">
      <p className="draft-preview__scale">
        {width} px wide{scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ''}
      </p>
      <div
        ref={outer}
        className="draft-preview__room"
        style={{ height: height === undefined ? undefined : Math.ceil(height * scale) }}
      >
        <div ref={inner} className="draft-preview__frame" style={{ width, transform: `scale(${scale})` }}>
          {children}
        </div>
      </div>
    </div>
  );
}

/** What the preview says once the checks pass where the product would send. */
const SENT_NOTHING = 'The checks passed. In the preview nothing is sent.';

/** A form without steps, as LoadedDefinitionForm draws it, whose submit only runs the checks. */
function SinglePreview({ rendered, data }: { rendered: DefinitionForRendering; data: FormData }) {
  const [done, setDone] = useState(false);
  return (
    <DefinitionFormBody
      definition={rendered.definition}
      validator={rendered.validator}
      initialData={data}
      before={
        <>
          <h3 className="df-title">{rendered.definition.title}</h3>
          <div role="status" className="df-status">
            {done ? <p className="message message--success">{SENT_NOTHING}</p> : null}
          </div>
        </>
      }
      send={async () => ACCEPTED}
      onAttempt={() => setDone(false)}
      onAccepted={() => setDone(true)}
      actions={({ formId }) => (
        <button type="submit" form={formId} className="button">
          Submit
        </button>
      )}
    />
  );
}

/** A stepped form in the stepped renderer; each step's save is kept here, and the last one sends nothing. */
function SteppedPreview({ rendered, record: initial }: { rendered: DefinitionForRendering; record: FormData }) {
  const { definition, validator } = rendered;
  const [record, setRecord] = useState(initial);
  const [step, setStep] = useState<string | undefined>(undefined);
  const [finished, setFinished] = useState(false);
  const first = shownSteps(definition, record, { signedIn: SIGNED_IN })[0] ?? definition.steps?.[0];
  // A step the draft no longer has (renamed or removed while previewing) falls back to the first.
  const onScreen = step && definition.steps?.some((candidate) => candidate.id === step) ? step : first?.id;
  if (!onScreen) return null;
  return (
    <>
      <div role="status" className="df-status">
        {finished ? <p className="message message--success">{SENT_NOTHING}</p> : null}
      </div>
      <LoadedSteppedForm
        definition={definition}
        validator={validator}
        record={record}
        onRecordChange={setRecord}
        step={onScreen}
        onStepChange={(next) => {
          setFinished(false);
          setStep(next);
        }}
        signedIn={SIGNED_IN}
        save={async () => ACCEPTED}
        onFinished={() => setFinished(true)}
        counter="words"
        breadcrumb
        headingLevel="h3"
      />
    </>
  );
}

const MESSAGE_COLUMNS: readonly DataColumn<DefinedMessage>[] = [
  {
    header: 'Field',
    primary: true,
    long: true,
    cell: (message) => (
      <>
        {message.where}
        {message.path && message.path !== message.where ? (
          <>
            {' '}
            <code>{message.path}</code>
          </>
        ) : null}
      </>
    ),
  },
  { header: 'When', cell: (message) => message.when },
  { header: 'Message', cell: (message) => message.message },
];

/** The errors of the chosen data, all at once, and every message the definition defines with its field. */
function EveryMessage({
  rendered,
  data,
  fill,
}: {
  rendered: DefinitionForRendering;
  data: FormData;
  fill: PreviewFill;
}) {
  const { definition, validator } = rendered;
  const errors = useMemo(() => {
    const derived = deriveFields(definition, data);
    return validator.validateFormData(derived, definition.schema as RJSFSchema).errors;
  }, [definition, validator, data]);
  const messages = useMemo(() => definedMessages(definition), [definition]);
  const said = new Map(errors.map((error) => [errorPathOf(error), error.message ?? '']));
  const expected = Object.entries(fill.invalid?.errors ?? {});
  return (
    <div className="draft-preview__messages">
      <h3>Errors of “{fill.label}”</h3>
      {errors.length === 0 ? (
        <p>The draft finds no error in this data.</p>
      ) : (
        <>
          <p className="message message--error">{formMessageOf(definition)}</p>
          <ul>
            {errors.map((error, index) => (
              <li key={`${errorPathOf(error)}-${index}`}>
                <strong>{fieldTitleOf(definition, errorPathOf(error).replace(/\.\d+(?=\.|$)/g, '.*'))}</strong>{' '}
                <code>{errorPathOf(error)}</code>: {error.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {expected.length > 0 ? (
        <>
          <h4>What the fixture expects</h4>
          <ul>
            {expected.map(([path, message]) => (
              <li key={path}>
                <code>{path}</code>: {message} —{' '}
                {said.get(path) === message ? 'the draft says the same' : <strong>the draft says otherwise</strong>}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>Every message of the form</h3>
      <DataTable
        caption={`Every message of ${definition.title}`}
        columns={MESSAGE_COLUMNS}
        rows={messages.map((message, index) => ({ ...message, index }))}
        rowKey={(message) => message.index}
      />
    </div>
  );
}

/** Keeps a draft the renderer cannot draw from breaking the studio page: it says so until the draft changes. */
class PreviewBoundary extends Component<{ resetKey: unknown; children: ReactNode }, { failed: string | null }> {
  override state: { failed: string | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }

  override componentDidUpdate(previous: { resetKey: unknown }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed !== null) this.setState({ failed: null });
  }

  override render() {
    if (this.state.failed === null) return this.props.children;
    return (
      <p className="message message--error" role="alert">
        The preview cannot draw this draft: {this.state.failed}
      </p>
    );
  }
}

export default DraftPreview;
