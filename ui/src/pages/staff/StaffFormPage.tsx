import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { StudioDraftSavedReply, StudioFormDetailReply } from 'common';
import { SUCCESS } from 'ui/api/client.ts';
import { DataTable } from 'ui/components/DataTable.tsx';
import { Outcome, type OutcomeState } from './Outcome.tsx';
import { STATUS_NAMES, publication } from './studioWords.ts';
import { shortDate, staffQueries, staffRequest } from './staffApi.ts';
import { StaffLayout } from './StaffLayout.tsx';

/** The open draft, or the way to open one (compliance staff only). */
function DraftPanel({ detail, role }: { detail: StudioFormDetailReply; role: string }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<OutcomeState>(null);
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
    onSuccess: (text) => setOutcome({ ok: true, text }),
    onError: (error) => setOutcome({ ok: false, text: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueries.all }),
  });
  const draft = detail.draft;
  return (
    <section className="staff-section" aria-labelledby="form-draft">
      <h2 id="form-draft">Draft</h2>
      <Outcome outcome={outcome} />
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
  if (detail.isPending) return <p role="status">Loading the form…</p>;
  if (detail.isError) {
    return (
      <p className="message message--error" role="alert">
        {detail.error.message}
      </p>
    );
  }
  const { form } = detail.data;
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
          ]}
        />
      </section>
    </>
  );
}

/** /staff/forms/:formId: one form's versions, the records filled on each, and its draft. */
export default function StaffFormPage() {
  const { formId = '' } = useParams();
  return <StaffLayout title="Form">{(role) => <LoadedForm formId={formId} role={role} />}</StaffLayout>;
}
