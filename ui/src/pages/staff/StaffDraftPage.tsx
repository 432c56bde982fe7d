import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type {
  StudioDraftReply,
  StudioDraftSavedReply,
  StudioFormDetailReply,
  StudioPublishReply,
  StudioReviewStepReply,
} from 'common';
import type { FormDefinition, FormFixtures } from 'engine';
import { SUCCESS, type Envelope } from 'ui/api/client.ts';
import { loadValidatorModule } from 'ui/forms/servedValidator.ts';
import { ComparisonResult } from './studio/ComparisonResult.tsx';
import { StructuredEditor } from './studio/editor/StructuredEditor.tsx';
import { DraftExamples } from './studio/DraftExamples.tsx';
import { ImpactSummary } from './studio/ImpactSummary.tsx';
import { useDraftHistory } from './studio/useDraftHistory.ts';
import { Outcome, type OutcomeState } from './Outcome.tsx';
import { draftValidatorUrl, shortDate, staffQueries, staffRequest } from './staffApi.ts';
import { StaffLayout } from './StaffLayout.tsx';
import { UndoRedoButtons } from './studio/UndoRedoButtons.tsx';

// CodeMirror and the preview's renderer load only when the studio shows them.
const SourceView = lazy(() => import('./studio/SourceView.tsx'));
const DraftPreview = lazy(() => import('./studio/DraftPreview.tsx'));

/** How long the editor waits after the last edit before saving the draft. */
const AUTOSAVE_DELAY_MS = 800;

const REVIEW_STATE_WORDS: Record<StudioDraftReply['review']['state'], string> = {
  editing: 'Being edited',
  in_review: 'Waiting for review',
  approved: 'Approved, ready to publish',
};

/** A refused call's words, with each problem it names. */
function refusal(reply: Envelope<unknown>): string {
  const problems = (reply.fieldErrors ?? []).map((problem) => `${problem.message}`);
  return [reply.statusText, ...problems.slice(0, 5)].join(' ');
}

const formPath = (formId: string) => `staff/forms/${encodeURIComponent(formId)}`;

/** Where the autosave stands, said in the live region. */
type SaveState =
  | { kind: 'saved'; at: string | null }
  | { kind: 'saving' }
  | { kind: 'unsaved' }
  | { kind: 'refused'; text: string }
  | { kind: 'stale' };

/**
 * The draft being edited: the structured editor and the source view over one history (undo and redo across both),
 * saved a moment after each edit at the revision read. A save refused as stale (someone else saved) keeps this
 * person's edit on screen and offers to load the other version; a refused definition keeps the edit and lists why.
 */
function DraftEditor({
  formId,
  draft,
  onSaved,
  onEdited,
  published,
}: {
  formId: string;
  draft: StudioDraftReply;
  /** The published version's definition, or null while none is published. */
  published: FormDefinition | null;
  onSaved: (revision: number, definition: FormDefinition) => void;
  /** The draft as it is on screen, after every edit (saved or not): the preview draws it. */
  onEdited: (definition: FormDefinition) => void;
}) {
  const queryClient = useQueryClient();
  const area = useRef<HTMLDivElement>(null);
  const history = useDraftHistory(draft.definition as FormDefinition, { shortcutsWithin: area });
  const [view, setView] = useState<'fields' | 'source'>('fields');
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'saved', at: draft.updatedAt });
  const revision = useRef(draft.revision);
  const saved = useRef(draft.definition as FormDefinition);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const told = useRef(onSaved);
  const edited = useRef(onEdited);
  useEffect(() => {
    told.current = onSaved;
    edited.current = onEdited;
  });
  useEffect(() => {
    edited.current(history.present);
  }, [history.present]);

  // What is on screen, for leaving the page: an edit made less than the autosave's delay before is saved then.
  const latest = useRef(history.present);
  useEffect(() => {
    latest.current = history.present;
  }, [history.present]);
  const put = useCallback(
    (definition: FormDefinition) =>
      staffRequest<StudioDraftSavedReply>('PUT', `${formPath(formId)}/draft`, {
        version: draft.version,
        revision: revision.current,
        definition,
      }),
    [formId, draft.version],
  );
  // The definition an autosave is sending: leaving while it is on its way does not send it again.
  const sending = useRef<FormDefinition | null>(null);
  useEffect(
    () => () => {
      if (latest.current === saved.current || latest.current === sending.current) return;
      const definition = latest.current;
      // The page shown next may open the draft before this save is in: it opens it as saved (the save makes the next
      // revision), and everything is read again once the save is in.
      const next = revision.current + 1;
      queryClient.setQueryData(staffQueries.form(formId).queryKey, (old) =>
        old?.draft ? { ...old, draft: { ...old.draft, definition, revision: next } } : old,
      );
      void put(definition).then(() => queryClient.invalidateQueries({ queryKey: staffQueries.all }));
    },
    [put, queryClient, formId],
  );
  // Closing the tab or reloading with an edit not saved yet asks first (the browser's own words).
  const pending = saveState.kind === 'unsaved' || saveState.kind === 'saving';
  useEffect(() => {
    if (!pending) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  useEffect(() => {
    if (history.present === saved.current) return undefined;
    setSaveState({ kind: 'unsaved' });
    const timer = setTimeout(() => {
      const definition = history.present;
      setSaveState({ kind: 'saving' });
      sending.current = definition;
      void put(definition).then((reply) => {
        sending.current = null;
        if (reply.status === SUCCESS && reply.data) {
          revision.current = reply.data.revision;
          saved.current = definition;
          setSaveState({ kind: 'saved', at: new Date().toISOString() });
          told.current(reply.data.revision, definition);
        } else if (reply.status === 409) {
          setSaveState({ kind: 'stale' });
        } else {
          setSaveState({ kind: 'refused', text: refusal(reply) });
        }
      });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [history.present, put]);

  const loadTheirs = async () => {
    await queryClient.invalidateQueries({ queryKey: staffQueries.form(formId).queryKey });
    const fresh = await queryClient.fetchQuery(staffQueries.form(formId));
    if (fresh.draft) {
      revision.current = fresh.draft.revision;
      saved.current = fresh.draft.definition as FormDefinition;
      history.reset(saved.current);
      setSaveState({ kind: 'saved', at: fresh.draft.updatedAt });
      onSaved(fresh.draft.revision, saved.current);
    }
  };

  return (
    <section className="staff-section" aria-labelledby="draft-edit">
      <h2 id="draft-edit">Edit</h2>
      <div className="studio-toolbar" role="toolbar" aria-label="Editing">
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={view === 'fields'}
          onClick={() => setView('fields')}
        >
          Fields
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={view === 'source'}
          onClick={() => setView('source')}
        >
          Source
        </button>
        <UndoRedoButtons history={history} />
      </div>
      <div role="status" className="studio-save-state">
        {saveState.kind === 'saved' && `All changes saved${saveState.at ? ` (${shortDate(saveState.at)})` : ''}.`}
        {saveState.kind === 'saving' && 'Saving…'}
        {saveState.kind === 'unsaved' && 'Unsaved changes…'}
      </div>
      {saveState.kind === 'refused' && (
        <p className="message message--error" role="alert">
          Not saved: {saveState.text} Your change is still here; fix it or undo it.
        </p>
      )}
      {saveState.kind === 'stale' && (
        <div className="message message--error" role="alert">
          <p>
            Someone else saved this draft after you opened it, so your last change was not saved. It is still here: copy
            what you need, then load their version.
          </p>
          <button type="button" className="button" onClick={() => void loadTheirs()}>
            Load their version
          </button>
        </div>
      )}
      <div ref={area}>
        {view === 'fields' ? (
          <StructuredEditor
            definition={history.present}
            published={published}
            onChange={(next) => history.edit(next, 'tree')}
            selectedPath={selected}
            onSelect={setSelected}
          />
        ) : (
          <Suspense fallback={<p role="status">Loading the source view…</p>}>
            <SourceView
              definition={history.present}
              onChange={(next) => history.edit(next, 'source')}
              onUndo={history.undo}
              onRedo={history.redo}
              label={`Definition of ${history.present.title} (JSON)`}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}

/** What the studio's checks find in the saved draft. */
function DraftChecks({ formId, revision }: { formId: string; revision: number }) {
  const checks = useQuery(staffQueries.draftChecks(formId, revision));
  return (
    <section className="staff-section" aria-labelledby="draft-checks">
      <h2 id="draft-checks">Checks</h2>
      {checks.isPending && <p role="status">Checking the draft…</p>}
      {checks.isError && (
        <p className="message message--error" role="alert">
          {checks.error.message}
        </p>
      )}
      {checks.data &&
        (checks.data.length === 0 ? (
          <p className="message message--success">
            No problems: the definition is sound, its patterns are safe, its examples still fit and every field the
            product reads is there.
          </p>
        ) : (
          <ul className="studio-problems">
            {checks.data.map((problem, index) => (
              <li key={`${problem.path}-${index}`}>
                <strong>{problem.blocks === 'save' ? 'Must be fixed to save' : 'Must be fixed to publish'}:</strong>{' '}
                {problem.message} <span className="staff-hint">({problem.path})</span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

/** The changes from the published version to the saved draft. */
function DraftChanges({ formId, revision, published }: { formId: string; revision: number; published: number | null }) {
  const compared = useQuery({
    ...staffQueries.compare(formId, published ?? 1, 'draft'),
    queryKey: [...staffQueries.compare(formId, published ?? 1, 'draft').queryKey, revision],
    enabled: published !== null,
  });
  return (
    <section className="staff-section" aria-labelledby="draft-changes">
      <h2 id="draft-changes">Changes from the published version</h2>
      {published === null && <p>No version is published yet.</p>}
      <ComparisonResult compared={compared} />
    </section>
  );
}

/** The review: ask for it, approve or return, publish now or at a time. */
function ReviewPanel({
  formId,
  draft,
  revision,
  role,
  onStep,
}: {
  formId: string;
  draft: StudioDraftReply;
  revision: number;
  role: string;
  onStep: (text: string) => void;
}) {
  const [words, setWords] = useState('');
  const [when, setWhen] = useState('');
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const wordsId = useId();
  const whenId = useId();
  const review = draft.review;
  const step = useMutation({
    mutationFn: async (action: 'review' | 'approve' | 'return' | 'publish') => {
      const body =
        action === 'publish'
          ? { version: draft.version, revision, at: when ? new Date(when).toISOString() : null }
          : { version: draft.version, revision, words };
      const reply = await staffRequest<StudioReviewStepReply | StudioPublishReply>(
        'POST',
        `${formPath(formId)}/draft/${action}`,
        body,
      );
      if (reply.status !== SUCCESS) throw new Error(refusal(reply));
      return reply.statusText;
    },
    onSuccess: (text) => {
      setOutcome(null);
      setWords('');
      onStep(text);
    },
    onError: (error) => setOutcome({ ok: false, text: error.message }),
  });
  const isCompliance = role === 'compliance';
  const reviews = (role === 'compliance' || role === 'admin') && !review.youWorkedOnIt;
  const wordsLabel =
    review.state === 'editing' ? 'Why this change (the reviewer reads it)' : 'Note to the author (needed to return it)';
  const showWords =
    (review.state === 'editing' && isCompliance) || (review.state !== 'editing' && (reviews || isCompliance));
  return (
    <section className="staff-section" aria-labelledby="draft-review">
      <h2 id="draft-review">Review and publish</h2>
      <p>
        <strong>{REVIEW_STATE_WORDS[review.state]}</strong>
        {review.requestedBy && review.state !== 'editing' && (
          <>
            {' '}
            — asked by {review.requestedBy}
            {review.requestedAt ? ` ${shortDate(review.requestedAt)}` : ''}: “{review.reason}”
          </>
        )}
      </p>
      {review.note && (
        <p>
          {review.reviewedBy ?? 'The reviewer'} wrote: “{review.note}”
        </p>
      )}
      <Outcome outcome={outcome} />
      {showWords && review.state !== 'approved' && (
        <div className="field">
          <label htmlFor={wordsId}>{wordsLabel}</label>
          <textarea id={wordsId} rows={3} maxLength={2000} value={words} onChange={(e) => setWords(e.target.value)} />
        </div>
      )}
      <div className="studio-toolbar">
        {review.state === 'editing' && isCompliance && (
          <button type="button" className="button" disabled={step.isPending} onClick={() => step.mutate('review')}>
            Ask for review
          </button>
        )}
        {review.state === 'in_review' && reviews && (
          <button type="button" className="button" disabled={step.isPending} onClick={() => step.mutate('approve')}>
            Approve
          </button>
        )}
        {review.state === 'in_review' && (reviews || isCompliance) && (
          <button
            type="button"
            className="button button--secondary"
            disabled={step.isPending}
            onClick={() => step.mutate('return')}
          >
            {review.youWorkedOnIt ? 'Take it back to edit' : 'Return to the author'}
          </button>
        )}
      </div>
      {review.state === 'in_review' && review.youWorkedOnIt && (
        <p className="staff-hint">You worked on this draft, so another compliance member approves it.</p>
      )}
      {review.state === 'approved' && (role === 'compliance' || role === 'admin') && (
        <div>
          <div className="field">
            <label htmlFor={whenId}>Publish at (leave empty to publish now; your time zone)</label>
            <input id={whenId} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
          </div>
          <div className="studio-toolbar">
            <button type="button" className="button" disabled={step.isPending} onClick={() => step.mutate('publish')}>
              {when ? 'Schedule publication' : 'Publish now'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={step.isPending}
              onClick={() => step.mutate('return')}
            >
              Back to editing
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

function LoadedDraft({ formId, role }: { formId: string; role: string }) {
  const queryClient = useQueryClient();
  const detail = useQuery(staffQueries.form(formId));
  // What this page saved last: the preview loads the validators of its revision.
  const [saved, setSaved] = useState<{ revision: number; definition: FormDefinition } | null>(null);
  // The draft as the editor has it, saved or not: the preview draws it at once (a change that can change what is
  // valid shows once saved, when its validators exist).
  const [edited, setEdited] = useState<FormDefinition | null>(null);
  // A review step's outcome, kept here: a publication closes the draft, and its panel with it.
  const [stepOutcome, setStepOutcome] = useState<OutcomeState>(null);
  // A change made beside the editor (the examples) moves the draft on: the editor starts again from it.
  const [generation, setGeneration] = useState(0);
  if (detail.isPending) return <p role="status">Loading the draft…</p>;
  if (detail.isError) {
    return (
      <p className="message message--error" role="alert">
        {detail.error.message}
      </p>
    );
  }
  const data: StudioFormDetailReply = detail.data;
  const draft = data.draft;
  const back = (
    <p>
      <Link to={`/staff/forms/${encodeURIComponent(formId)}`}>Back to {data.form.title}</Link>
    </p>
  );
  if (!draft) {
    return (
      <>
        {back}
        <Outcome outcome={stepOutcome} />
        <p>This form has no open draft.</p>
      </>
    );
  }
  const current = Math.max(saved?.revision ?? 0, draft.revision);
  const shown = saved && saved.revision >= draft.revision ? saved.definition : (draft.definition as FormDefinition);
  const refresh = (text: string) => {
    setStepOutcome({ ok: true, text });
    // Everything the studio read is stale; only the draft is read again now (a publication closes it, and the checks
    // and changes of a closed draft are not asked for).
    void queryClient.invalidateQueries({ queryKey: staffQueries.all, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: staffQueries.form(formId).queryKey, exact: true });
  };
  const editable = role === 'compliance' && draft.review.state === 'editing';
  return (
    <>
      {back}
      <p>
        {data.form.title}, version {draft.version} (draft, revision {current})
      </p>
      {editable ? (
        <DraftEditor
          key={`${draft.version}-${draft.review.state}-${generation}`}
          formId={formId}
          draft={draft}
          onSaved={(revision, definition) => setSaved({ revision, definition })}
          onEdited={setEdited}
          published={(data.published?.definition as FormDefinition | undefined) ?? null}
        />
      ) : (
        <p className="staff-hint">
          {role === 'compliance'
            ? 'The draft takes no edits while it is in review or approved; return it to edit again.'
            : 'Compliance staff edit drafts; you can read the checks, the changes and the preview.'}
        </p>
      )}
      <Outcome outcome={stepOutcome} />
      <ReviewPanel formId={formId} draft={draft} revision={current} role={role} onStep={refresh} />
      <DraftChecks formId={formId} revision={current} />
      {editable && (
        <DraftExamples
          key={`examples-${current}`}
          formId={formId}
          version={draft.version}
          revision={current}
          definition={shown}
          fixtures={draft.fixtures}
          onChanged={(text) => {
            setStepOutcome({ ok: true, text });
            setSaved(null);
            void queryClient
              .refetchQueries({ queryKey: staffQueries.form(formId).queryKey, exact: true })
              .then(() => setGeneration((n) => n + 1));
          }}
        />
      )}
      <DraftChanges formId={formId} revision={current} published={data.form.published} />
      <ImpactSummary formId={formId} revision={current} />
      <div className="staff-section">
        <Suspense fallback={<p role="status">Loading the preview…</p>}>
          <DraftPreview
            definition={editable && edited ? edited : shown}
            fixtures={(draft.fixtures ?? { valid: [], invalid: [] }) as FormFixtures}
            revision={current}
            loadValidator={(_definition, revision) =>
              loadValidatorModule(draftValidatorUrl(formId, revision, draft.validatorSignature))
            }
          />
        </Suspense>
      </div>
    </>
  );
}

/** /staff/forms/:formId/draft: the compliance studio's editor of a form's open draft, its checks, review and preview. */
export default function StaffDraftPage() {
  const { formId = '' } = useParams();
  return <StaffLayout title="Draft">{(role) => <LoadedDraft formId={formId} role={role} />}</StaffLayout>;
}
