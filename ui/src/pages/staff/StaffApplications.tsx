import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from 'ui/components/DataTable.tsx';
import type { ApplicationListRow, ApplicationReply } from 'common';
import { ApplicationFileButton } from 'ui/pages/application/ApplicationFileButton.tsx';
import { ApplicationPreview, type CorrectStage } from 'ui/pages/application/ApplicationPreview.tsx';
import { statusName } from 'ui/pages/application/SavedApplicationsPage.tsx';
import { Outcome, type OutcomeState } from './Outcome.tsx';
import { shortDate, staffData, staffQueries, staffRequest, staffToken } from './staffApi.ts';
import 'ui/pages/application/application.css';
import { useScopedOutcome } from 'ui/components/outcomeScope.tsx';

/** A row of GET staff/loans/{id}/applications: the list row with the revision a correction is made at. */
type LoanApplication = ApplicationListRow & { revision: number };

/** The staff's 1003 reads (their own session's token), shared by the list and the opened application. */
const staffApplicationQueries = {
  all: [...staffQueries.all, 'applications'] as const,
  ofLoan: (loanId: number) =>
    queryOptions({
      queryKey: [...staffApplicationQueries.all, 'loan', loanId],
      queryFn: () => staffData<LoanApplication[]>('GET', `staff/loans/${loanId}/applications`),
    }),
  whole: (id: number) =>
    queryOptions({
      queryKey: [...staffApplicationQueries.all, 'whole', id],
      queryFn: () => staffData<ApplicationReply>('GET', `eloanraw/${id}`),
      retry: false,
    }),
};

/** POST staff/applications/{id}/stages/{stage}: a stage corrected at the revision read (409 when stale). */
const correctWith =
  (id: number): CorrectStage =>
  ({ stage, key, value, formVersion, revision }) =>
    staffRequest('POST', `staff/applications/${id}/stages/${stage}`, { revision, formVersion, [key]: value });

/**
 * The loan's 1003 applications in the staff loan page (issue 13 item 7): the officer opens one, reads it whole
 * (the same preview the borrower has), downloads the lender's PDF and the MISMO 3.4 file, corrects a stage with the
 * same definitions and revision check, and marks a submitted one Completed; staff who only read the loan (`mayWork`
 * false: compliance, admins) read and download.
 */
export function StaffApplications({ loanId, mayWork }: { loanId: number; mayWork: boolean }) {
  const list = useQuery(staffApplicationQueries.ofLoan(loanId));
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <section className="staff-card staff-applications" aria-labelledby="staff-applications-heading">
      <h2 id="staff-applications-heading">1003 Applications</h2>
      {list.isPending ? <p role="status">Loading the applications…</p> : null}
      {list.isError ? (
        <p className="message message--error" role="alert">
          {list.error.message}
        </p>
      ) : null}
      {list.isSuccess && list.data.length === 0 ? <p>No application on this loan yet.</p> : null}
      {list.isSuccess && list.data.length > 0 ? (
        <DataTable
          caption="Applications of this loan"
          rows={list.data}
          rowKey={(row) => row._id}
          columns={[
            { header: 'Ref No.', primary: true, cell: (row) => row.loanRefNumber },
            { header: 'Borrower', cell: (row) => [row.firstName, row.lastName].filter(Boolean).join(' ') },
            {
              header: 'Status',
              cell: (row) => `${statusName(row.statusIndicator)}${row.kind === 'short' ? ' (short)' : ''}`,
            },
            { header: 'Updated', cell: (row) => (row.dateOn ? shortDate(row.dateOn) : '') },
            {
              header: 'Actions',
              headerHidden: true,
              actions: true,
              cell: (row) => (
                <button
                  type="button"
                  className="button button--link"
                  aria-expanded={opened === row._id}
                  onClick={() => setOpened(opened === row._id ? null : row._id)}
                >
                  {opened === row._id ? 'Close' : 'Open'}
                  <span className="visually-hidden"> application {row.loanRefNumber}</span>
                </button>
              ),
            },
          ]}
        />
      ) : null}
      {opened !== null ? <OpenedApplication key={opened} id={opened} loanId={loanId} mayWork={mayWork} /> : null}
    </section>
  );
}

function OpenedApplication({ id, loanId, mayWork }: { id: number; loanId: number; mayWork: boolean }) {
  const queryClient = useQueryClient();
  const application = useQuery(staffApplicationQueries.whole(id));
  const [outcome, setOutcome] = useScopedOutcome<NonNullable<OutcomeState>>();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: staffApplicationQueries.whole(id).queryKey });
    void queryClient.invalidateQueries({ queryKey: staffApplicationQueries.ofLoan(loanId).queryKey });
    void queryClient.invalidateQueries({ queryKey: staffQueries.loan(loanId).queryKey });
  };
  const complete = useMutation({
    mutationFn: (revision: number) => staffData('POST', `staff/applications/${id}/complete`, { revision }),
    onSuccess: () => {
      setOutcome({ ok: true, text: 'The application is marked Completed.' });
      refresh();
    },
    onError: (error) => setOutcome({ ok: false, text: error.message }),
  });
  if (application.isPending) return <p role="status">Loading the application…</p>;
  if (application.isError) {
    return (
      <p className="message message--error" role="alert">
        {application.error.message}
      </p>
    );
  }
  const data = application.data;
  return (
    <div className="staff-application">
      <h3>
        Application {data.refNumber} · {statusName(data.statusIndicator)}
      </h3>
      <Outcome outcome={outcome} />
      <div className="application-actions">
        <ApplicationFileButton kind="pdf" id={data._id} refNumber={data.refNumber} asToken={staffToken()} />
        {data.statusIndicator !== 0 ? (
          <ApplicationFileButton kind="mismo" id={data._id} refNumber={data.refNumber} asToken={staffToken()} />
        ) : null}
        {mayWork && data.statusIndicator === 1 ? (
          <button
            type="button"
            className="button"
            disabled={complete.isPending}
            onClick={() => {
              setOutcome(null);
              complete.mutate(data.revision);
            }}
          >
            Mark Completed
          </button>
        ) : null}
      </div>
      {data.kind === 'short' ? (
        <p>A short application: its details are in the PDF.</p>
      ) : (
        <ApplicationPreview
          application={data}
          headingLevel="h3"
          correct={mayWork && data.statusIndicator !== 3 ? correctWith(data._id) : undefined}
          onChanged={refresh}
        />
      )}
    </div>
  );
}
