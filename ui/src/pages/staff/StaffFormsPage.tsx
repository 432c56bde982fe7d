import { useQuery } from '@tanstack/react-query';
import type { StudioFormReply } from 'common';
import { DataTable } from 'ui/components/DataTable.tsx';
import { Link } from 'react-router-dom';
import { staffQueries } from './staffApi.ts';
import { STATUS_NAMES, publication } from './studioWords.ts';
import { StaffLayout } from './StaffLayout.tsx';

/** The records filled on each version, newest version first: 'v2: 3 in progress, 10 submitted'. */
function RecordCounts({ form }: { form: StudioFormReply }) {
  const used = form.versions.filter((version) => version.inProgress + version.submitted > 0);
  if (used.length === 0) return <>None yet</>;
  return (
    <ul className="staff-plain-list">
      {used.map((version) => (
        <li key={version.version}>
          Version {version.version}: {version.inProgress} in progress, {version.submitted} submitted
        </li>
      ))}
    </ul>
  );
}

function Forms() {
  const forms = useQuery(staffQueries.forms());
  if (forms.isPending) return <p role="status">Loading forms…</p>;
  if (forms.isError) {
    return (
      <p className="message message--error" role="alert">
        {forms.error.message}
      </p>
    );
  }
  const versionOf = (form: StudioFormReply, number: number | null) =>
    form.versions.find((version) => version.version === number);
  return (
    <DataTable
      caption="Forms and their versions"
      wide
      rows={forms.data}
      rowKey={(form) => form.formId}
      columns={[
        {
          header: 'Form',
          primary: true,
          long: true,
          cell: (form) => (
            <>
              <Link to={`/staff/forms/${form.formId}`}>{form.title}</Link>
              <br />
              <span className="staff-hint">{form.formId}</span>
            </>
          ),
        },
        {
          header: 'Published',
          cell: (form) => {
            const published = versionOf(form, form.published);
            return published ? (
              <>
                Version {published.version}
                <br />
                <span className="staff-hint">{publication(published)}</span>
              </>
            ) : (
              'None'
            );
          },
        },
        { header: 'Open draft', cell: (form) => (form.draft === null ? 'None' : `Version ${form.draft}`) },
        {
          header: 'Versions',
          cell: (form) =>
            form.versions.map((version) => `${version.version} (${STATUS_NAMES[version.status]})`).join(', '),
        },
        { header: 'Records filled', cell: (form) => <RecordCounts form={form} /> },
      ]}
    />
  );
}

/** /staff/forms: every form staff can edit in the studio, with its versions and the records filled on each. */
export default function StaffFormsPage() {
  return <StaffLayout title="Forms">{() => <Forms />}</StaffLayout>;
}
