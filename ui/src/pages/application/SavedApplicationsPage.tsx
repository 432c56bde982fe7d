import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { rememberCurrentApplication } from 'ui/session/currentApplication.ts';
import { applicationQueries, type ApplicationListRow } from './applicationApi.ts';
import { ApplicationFileButton } from './ApplicationFileButton.tsx';
import { resumeStage, stagePath } from './stageFlow.ts';
import './application.css';

/** Said when there is no application to list (part 2 §8). */
export const NO_APPLICATION = 'No application data available';

/** The words of statusIndicator (part 2 §4.1). */
export function statusName(statusIndicator: number): string {
  return statusIndicator === 3 ? 'Completed' : statusIndicator === 1 ? 'Submitted' : 'Saved';
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
 * Status; a saved one resumes at its stage; each can be previewed and downloaded as a PDF.
 */
export default function SavedApplicationsPage() {
  const list = useQuery(applicationQueries.saved());
  const resume = useResume();
  return (
    <div className="container page application-page">
      <h1>Saved and Completed Applications</h1>
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
        <div className="application-table-wrap">
          <table className="application-table">
            <caption className="visually-hidden">Your loan applications, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Ref No.</th>
                <th scope="col">App No.</th>
                <th scope="col">Borrower</th>
                <th scope="col">Phone</th>
                <th scope="col">Email</th>
                <th scope="col">Address</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row._id}>
                  <td data-label="Ref No.">{row.loanRefNumber}</td>
                  <td data-label="App No.">{row.loanNumber ?? ''}</td>
                  <td data-label="Borrower">{borrowerOf(row)}</td>
                  <td data-label="Phone">{row.mobilePhone}</td>
                  <td data-label="Email">{row.email}</td>
                  <td data-label="Address">{addressOf(row)}</td>
                  <td data-label="Status">{statusName(row.statusIndicator)}</td>
                  <td data-label="Actions">
                    <div className="application-table__actions">
                      {row.statusIndicator === 0 && row.kind === 'full' ? (
                        <button type="button" className="button button--link" onClick={() => resume(row)}>
                          Resume<span className="visually-hidden"> application {row.loanRefNumber}</span>
                        </button>
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
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
