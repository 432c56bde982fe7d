import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from 'ui/components/DataTable.tsx';
import { staffQueries } from '../staffApi.ts';

const records = (n: number) => (n === 1 ? '1 record' : `${n} records`);

/**
 * What the saved draft would do to the records in progress on the version published now (GET .../draft/impact):
 * how many become incomplete, which answers no longer fit and which would be dropped, per field with counts and never
 * a value. Run on request, since it reads every record in progress.
 */
export function ImpactSummary({ formId, revision }: { formId: string; revision: number }) {
  const [asked, setAsked] = useState<number | null>(null);
  const impact = useQuery({ ...staffQueries.draftImpact(formId, revision), enabled: asked === revision });
  return (
    <section className="staff-section" aria-labelledby="draft-impact">
      <h2 id="draft-impact">Impact on records in progress</h2>
      <button type="button" className="button button--secondary" onClick={() => setAsked(revision)}>
        {asked === null ? 'Check the records in progress' : 'Check again'}
      </button>
      {asked === revision && impact.isPending && <p role="status">Checking the records in progress…</p>}
      {impact.isError && (
        <p className="message message--error" role="alert">
          {impact.error.message}
        </p>
      )}
      {asked === revision && impact.data && (
        <div role="status">
          <p>
            {impact.data.currentVersion === null
              ? 'No version is published yet, so no record is filled on one.'
              : `${records(impact.data.inProgress)} in progress on version ${impact.data.currentVersion}: ${records(impact.data.affected)} affected, ${records(impact.data.becomeIncomplete)} of ${impact.data.complete} complete would become incomplete. ${records(impact.data.keepTheirVersion)} already submitted keep their version.`}
            {impact.data.onEarlierVersions > 0 &&
              ` ${records(impact.data.onEarlierVersions)} on earlier versions were not checked.`}
            {impact.data.unreadable > 0 &&
              ` ${records(impact.data.unreadable)} could not be opened and were not checked.`}
          </p>
          {impact.data.unfit.length > 0 && (
            <DataTable
              caption="Answers that no longer fit"
              rows={impact.data.unfit}
              rowKey={(row) => `${row.path}-${row.keyword}`}
              columns={[
                { header: 'Field', primary: true, cell: (row) => row.title },
                { header: 'What fails', cell: (row) => row.keyword },
                { header: 'Records', cell: (row) => String(row.records) },
              ]}
            />
          )}
          {impact.data.dropped.length > 0 && (
            <DataTable
              caption="Answers that would be dropped"
              rows={impact.data.dropped}
              rowKey={(row) => row.path}
              columns={[
                { header: 'Field', primary: true, cell: (row) => row.title },
                { header: 'Records', cell: (row) => String(row.records) },
              ]}
            />
          )}
        </div>
      )}
    </section>
  );
}
