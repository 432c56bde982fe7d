import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable } from 'ui/components/DataTable.tsx';
import { DiscardApplicationButton } from './DiscardApplicationButton.tsx';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { rememberCurrentApplication } from 'ui/session/currentApplication.ts';
import type { ApplicationListRow } from 'common';
import { applicationQueries } from './applicationApi.ts';
import { ApplicationFileButton } from './ApplicationFileButton.tsx';
import { resumeStage, stagePath } from './stageFlow.ts';
import './application.css';

/** Said when there is no application to list (part 2 §8). */
export const NO_APPLICATION = 'No application data available';

/** The words of statusIndicator (part 2 §4.1). */
export function statusName(statusIndicator: number): string {
  return statusIndicator === 3 ? 'Completed' : statusIndicator === 1 ? 'Submitted' : 'Saved';
}

/** A row's status, naming its stages saved with answers missing ('Saved, not complete: Loan & Property'). */
function statusOf(row: ApplicationListRow): string {
  const status = statusName(row.statusIndicator);
  const unfinished = APPLICATION_MANIFEST.stages.filter((stage) => row.incompleteStages?.includes(stage.number));
  return unfinished.length > 0
    ? `${status}, not complete: ${unfinished.map((stage) => stage.name).join(', ')}`
    : status;
}

/** A row's borrower as the list shows it. */
const borrowerOf = (row: ApplicationListRow) =>
  [row.firstName, row.middleName, row.lastName].filter((part) => part.trim() !== '').join(' ');

/** A row's property address on one line. */
const addressOf = (row: ApplicationListRow) =>
  [row.addressLineText, row.city, [row.state, row.postalCode].filter(Boolean).join(' ')]
    .filter((part) => part.trim() !== '')
    .join(', ');

/**
 * Resume (part 2 §2.6): remembers the application in this tab and opens the stage it reached (stage 1 for 0).
 * Shared by /saved and the dashboard's 1003 list.
 */
export function useResume(): (row: Pick<ApplicationListRow, '_id' | 'stageIndicator' | 'coBorrowerIndicator'>) => void {
  const navigate = useNavigate();
  return (row) => {
    rememberCurrentApplication({ id: row._id, coBorrowerIndicator: row.coBorrowerIndicator });
    navigate(stagePath(resumeStage(row.stageIndicator, row.coBorrowerIndicator)));
  };
}

/**
 * /saved (part 2 §2.6): Saved and Completed Applications with Ref No., App No., Borrower, Phone, Email, Address and
 * Status (naming the stages saved incomplete); a saved one resumes at its stage; each can be previewed and downloaded
 * as a PDF.
 */
export default function SavedApplicationsPage() {
  const list = useQuery(applicationQueries.saved());
  const resume = useResume();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div className="container page application-page">
      <h1>Saved and Completed Applications</h1>
      <p role="status" className={outcome ? `message message--${outcome.ok ? 'success' : 'error'}` : 'visually-hidden'}>
        {outcome?.text}
      </p>
      {list.isPending ? <p role="status">Loading your applications…</p> : null}
      {list.isError ? (
        <div className="message message--error" role="alert">
          <p>{list.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {list.isSuccess && list.data.length === 0 ? <p>{NO_APPLICATION}</p> : null}
      {list.isSuccess && list.data.length > 0 ? (
        <DataTable
          caption="Your loan applications, newest first"
          wide
          rows={list.data}
          rowKey={(row) => row._id}
          columns={[
            { header: 'Ref No.', primary: true, cell: (row) => row.loanRefNumber },
            { header: 'App No.', cell: (row) => row.loanNumber ?? '' },
            { header: 'Borrower', cell: borrowerOf },
            { header: 'Phone', cell: (row) => row.mobilePhone },
            { header: 'Email', long: true, cell: (row) => row.email },
            { header: 'Address', long: true, cell: addressOf },
            { header: 'Status', cell: statusOf },
            {
              header: 'Actions',
              headerHidden: true,
              actions: true,
              cell: (row) => (
                <>
                  {row.statusIndicator === 0 && row.kind === 'full' ? (
                    <>
                      <button type="button" className="button button--link" onClick={() => resume(row)}>
                        Resume<span className="visually-hidden"> application {row.loanRefNumber}</span>
                      </button>
                      <DiscardApplicationButton id={row._id} refNumber={row.loanRefNumber} onOutcome={setOutcome} />
                    </>
                  ) : null}
                  <Link to={`/preview?id=${row._id}`}>
                    Preview<span className="visually-hidden"> application {row.loanRefNumber}</span>
                  </Link>
                  <ApplicationFileButton
                    kind="pdf"
                    id={row._id}
                    refNumber={row.loanRefNumber}
                    className="button button--link"
                  />
                </>
              ),
            },
          ]}
        />
      ) : null}
    </div>
  );
}
