import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { StudioDraftSavedReply, StudioFormDetailReply, StudioVersionReply } from 'common';
import { SUCCESS } from 'ui/api/client.ts';
import { DataTable } from 'ui/components/DataTable.tsx';
import { ComparisonResult } from './studio/ComparisonResult.tsx';
import { Outcome, type OutcomeState } from './Outcome.tsx';
import { STATUS_NAMES, publication } from './studioWords.ts';
import { shortDate, staffQueries, staffRequest } from './staffApi.ts';
import { StaffLayout } from './StaffLayout.tsx';

const REVIEW_WORDS = {
  editing: 'being edited',
  in_review: 'waiting for review',
  approved: 'approved, ready to publish',
} as const;

/** A call of the studio that changes something; its words are the outcome shown. */
async function studioCall(path: string): Promise<string> {
  const reply = await staffRequest<unknown>('POST', path, {});
  if (reply.status !== SUCCESS) throw new Error(reply.statusText);
  return reply.statusText;
}

/** The form's history: who did what to which version, when and why, with a publication's changes. */
function FormHistory({ formId }: { formId: string }) {
  const history = useQuery(staffQueries.formHistory(formId));
  return (
    <section className="staff-section" aria-labelledby="form-history">
      <h2 id="form-history">History</h2>
      {history.isPending && <p role="status">Loading the history…</p>}
      {history.isError && (
        <p className="message message--error" role="alert">
          {history.error.message}
        </p>
      )}
      {history.data && history.data.length === 0 && <p>Nothing was changed in the studio yet.</p>}
      {history.data && history.data.length > 0 && (
        <ol className="studio-history">
          {history.data.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <p>
                <strong>{entry.by}</strong> {entry.action}
                {entry.version === null ? '' : ` (version ${entry.version})`}, {shortDate(entry.at)}
                {entry.words ? `: “${entry.words}”` : ''}
              </p>
              {entry.changes.length > 0 && (
                <details>
                  <summary>{entry.changes.length === 1 ? '1 change' : `${entry.changes.length} changes`}</summary>
                  <ul>
                    {entry.changes.map((change, n) => (
                      <li key={n}>{change}</li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Compare any two versions (or the draft): the change list in words and the JSON difference. */
function CompareVersions({ detail }: { detail: StudioFormDetailReply }) {
  const sides: (number | 'draft')[] = detail.form.versions.map((version) =>
    version.status === 'draft' ? 'draft' : version.version,
  );
  const [from, setFrom] = useState<number | 'draft'>(sides[1] ?? sides[0] ?? 1);
  const [to, setTo] = useState<number | 'draft'>(sides[0] ?? 1);
  const [asked, setAsked] = useState<[number | 'draft', number | 'draft'] | null>(null);
  const compared = useQuery({
    ...staffQueries.compare(detail.form.formId, asked?.[0] ?? from, asked?.[1] ?? to),
    enabled: asked !== null,
  });
  const name = (side: number | 'draft') =>
    side === 'draft' ? `Draft (version ${detail.form.draft ?? ''})` : `Version ${side}`;
  const read = (value: string) => (value === 'draft' ? 'draft' : Number(value));
  if (sides.length < 2) return null;
  return (
    <section className="staff-section" aria-labelledby="form-compare">
      <h2 id="form-compare">Compare versions</h2>
      <div className="studio-toolbar">
        {(
          [
            ['from', 'From', from, setFrom],
            ['to', 'To', to, setTo],
          ] as const
        ).map(([key, label, value, choose]) => (
          <div className="field" key={key}>
            <label htmlFor={`compare-${key}`}>{label}</label>
            <select id={`compare-${key}`} value={String(value)} onChange={(e) => choose(read(e.target.value))}>
              {sides.map((side) => (
                <option key={String(side)} value={String(side)}>
                  {name(side)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button type="button" className="button button--secondary" onClick={() => setAsked([from, to])}>
          Compare
        </button>
      </div>
      <ComparisonResult compared={compared} />
    </section>
  );
}

/** What compliance staff (and admins) may do with a stored version: retire it, or roll back to it. */
function VersionActions({
  formId,
  version,
  role,
  hasDraft,
  onDone,
}: {
  formId: string;
  version: StudioVersionReply;
  role: string;
  hasDraft: boolean;
  onDone: (outcome: OutcomeState) => void;
}) {
  const act = useMutation({
    mutationFn: (what: 'retire' | 'rollback') =>
      studioCall(`staff/forms/${encodeURIComponent(formId)}/versions/${version.version}/${what}`),
    onSuccess: (text) => onDone({ ok: true, text }),
    onError: (error) => onDone({ ok: false, text: error.message }),
  });
  const mayRetire = (role === 'compliance' || role === 'admin') && ['published', 'scheduled'].includes(version.status);
  const mayRollBack = role === 'compliance' && !hasDraft && ['published', 'retired'].includes(version.status);
  if (!mayRetire && !mayRollBack) return <span className="staff-hint">—</span>;
  return (
    <span className="studio-toolbar">
      {mayRetire && (
        <button
          type="button"
          className="button button--secondary"
          disabled={act.isPending}
          onClick={() => act.mutate('retire')}
        >
          {version.status === 'scheduled' ? `Cancel version ${version.version}` : `Retire version ${version.version}`}
        </button>
      )}
      {mayRollBack && (
        <button
          type="button"
          className="button button--secondary"
          disabled={act.isPending}
          onClick={() => act.mutate('rollback')}
        >
          Draft a copy of version {version.version}
        </button>
      )}
    </span>
  );
}

/** The open draft, or the way to open one (compliance staff only). */
function DraftPanel({ detail, role }: { detail: StudioFormDetailReply; role: string }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  // Once a draft this person opened is shown, its link takes the focus the button had (the button is gone).
  const [opened, setOpened] = useState(false);
  const draftLink = useRef<HTMLAnchorElement>(null);
  const open = useMutation({
    mutationFn: async () => {
      const reply = await staffRequest<StudioDraftSavedReply>(
        'POST',
        `staff/forms/${encodeURIComponent(detail.form.formId)}/draft`,
        {},
      );
      if (reply.status !== SUCCESS) throw new Error(reply.statusText);
      return reply.statusText;
    },
    // The panel's own status line then says the draft is open: the reply's words would say it twice.
    onSuccess: () => {
      setOutcome(null);
      setOpened(true);
    },
    onError: (error) => setOutcome({ ok: false, text: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueries.all }),
  });
  const draft = detail.draft;
  useEffect(() => {
    if (opened && draft) draftLink.current?.focus();
  }, [opened, draft]);
  return (
    <section className="staff-section" aria-labelledby="form-draft">
      <h2 id="form-draft">Draft</h2>
      <Outcome outcome={outcome} />
      <div role="status">
        {draft ? (
          <p>
            Version {draft.version} is open as a draft (revision {draft.revision}
            {draft.updatedAt
              ? `, last saved ${shortDate(draft.updatedAt)}${draft.updatedBy ? ` by ${draft.updatedBy}` : ''}`
              : ''}
            ).
          </p>
        ) : (
          <p>No draft is open.</p>
        )}
      </div>
      {draft && (
        <p>
          Review: {REVIEW_WORDS[draft.review.state]}.{' '}
          <Link ref={draftLink} to={`/staff/forms/${encodeURIComponent(detail.form.formId)}/draft`}>
            {role === 'compliance' && draft.review.state === 'editing' ? 'Edit the draft' : 'Open the draft'}
          </Link>
        </p>
      )}
      {!draft && role === 'compliance' && (
        <button type="button" className="button" disabled={open.isPending} onClick={() => open.mutate()}>
          Open a draft of version {(detail.form.versions[0]?.version ?? 0) + 1}
        </button>
      )}
      {role !== 'compliance' && <p className="staff-hint">Compliance staff open and edit drafts.</p>}
    </section>
  );
}

function LoadedForm({ formId, role }: { formId: string; role: string }) {
  const detail = useQuery(staffQueries.form(formId));
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  if (detail.isPending) return <p role="status">Loading the form…</p>;
  if (detail.isError) {
    return (
      <p className="message message--error" role="alert">
        {detail.error.message}
      </p>
    );
  }
  const { form } = detail.data;
  const refresh = (next: OutcomeState) => {
    setOutcome(next);
    void queryClient.invalidateQueries({ queryKey: staffQueries.all });
  };
  return (
    <>
      <p>
        {form.title} <span className="staff-hint">({form.formId})</span>
      </p>
      <DraftPanel detail={detail.data} role={role} />
      <section className="staff-section" aria-labelledby="form-versions">
        <h2 id="form-versions">Versions</h2>
        <DataTable
          caption={`Versions of ${form.title}`}
          wide
          rows={form.versions}
          rowKey={(version) => version.version}
          columns={[
            { header: 'Version', primary: true, cell: (version) => `Version ${version.version}` },
            { header: 'Status', cell: (version) => STATUS_NAMES[version.status] },
            { header: 'Title', long: true, cell: (version) => version.title },
            { header: 'Published', cell: publication },
            { header: 'In progress', cell: (version) => String(version.inProgress) },
            { header: 'Submitted', cell: (version) => String(version.submitted) },
            { header: 'Moved here', cell: (version) => String(version.moved) },
            {
              header: 'Actions',
              cell: (version) => (
                <VersionActions
                  formId={form.formId}
                  version={version}
                  role={role}
                  hasDraft={form.draft !== null}
                  onDone={refresh}
                />
              ),
            },
          ]}
        />
        <Outcome outcome={outcome} />
      </section>
      <CompareVersions detail={detail.data} />
      <FormHistory formId={form.formId} />
    </>
  );
}

/** /staff/forms/:formId: one form's versions with the records filled on each, its draft, comparisons and history. */
export default function StaffFormPage() {
  const { formId = '' } = useParams();
  return <StaffLayout title="Form">{(role) => <LoadedForm formId={formId} role={role} />}</StaffLayout>;
}
