import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DataTable, type DataColumn } from 'ui/components/DataTable.tsx';
import { CONTRACT_URL, contractQueries } from './contractQueries.ts';
import type { OperationSummary } from './contractSummary.ts';
import './developers.css';

const COLUMNS: readonly DataColumn<OperationSummary>[] = [
  {
    header: 'Operation',
    primary: true,
    long: true,
    cell: (operation) => (
      <code className="api-operation">
        <span className="api-operation__method">{operation.method}</span> {operation.path}
      </code>
    ),
  },
  { header: 'What it does', cell: (operation) => operation.summary },
  { header: 'Who may call it', cell: (operation) => operation.callers },
];

/**
 * /developers/api: the page for integrators. It links the OpenAPI 3.1 contract and lists its operations by
 * resource, read from the contract itself, so the page shows what the API does today.
 */
export default function ApiReferencePage() {
  const contract = useQuery(contractQueries.summary());
  return (
    <div className="container page api-page">
      <h1>API for Integrators</h1>
      <p>
        Our API is described by an OpenAPI 3.1 contract, generated from the server&apos;s own routes, reply types and
        form definitions. Load it into your tools to generate a client or to test against it:{' '}
        <a href={CONTRACT_URL} className="api-page__contract">
          the OpenAPI contract (JSON)
        </a>
        .
      </p>
      <section aria-labelledby="api-basics-heading">
        <h2 id="api-basics-heading">How the API answers</h2>
        <ul className="api-page__basics">
          <li>
            Every reply is an envelope: <code>{'{ status, statusText, data, errors }'}</code>. A success has status 100
            and its data; a refusal has the HTTP status, a message in <code>statusText</code> and, when fields are
            wrong, their names in <code>errors</code> and each path and message in <code>fieldErrors</code>.
          </li>
          <li>
            Calls for signed-in people send the token a sign-in returns as <code>Authorization: Bearer</code>. Borrowers
            sign in with an e-mailed code or a password; staff sign in at <Link to="/staff">the staff area</Link> with a
            password and an authenticator app.
          </li>
          <li>
            Forms are JSON Schema definitions: the body of a form&apos;s call is checked with the version served (GET{' '}
            <code>/api/forms/&#123;formId&#125;</code>), and the contract carries each one&apos;s schema.
          </li>
        </ul>
      </section>
      {contract.isPending ? <p role="status">Loading the operations…</p> : null}
      {contract.isError ? (
        <p className="message message--error" role="alert">
          {contract.error.message}
        </p>
      ) : null}
      {contract.data ? (
        <>
          <p className="api-page__version">
            {contract.data.title}, contract version <code>{contract.data.version}</code>.
          </p>
          {contract.data.resources.map((resource, index) => (
            <section key={resource.name} className="api-page__resource" aria-labelledby={`api-resource-${index}`}>
              <h2 id={`api-resource-${index}`}>{resource.name}</h2>
              {resource.description ? <p>{resource.description}</p> : null}
              <DataTable
                caption={`${resource.name}: operations`}
                columns={COLUMNS}
                rows={resource.operations}
                rowKey={(operation) => operation.id}
              />
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}
