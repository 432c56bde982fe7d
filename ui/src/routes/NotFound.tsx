import { Link } from 'react-router-dom';
import { NOT_FOUND_TITLE } from './routeTable.ts';
import { useDocumentMeta } from './useDocumentMeta.ts';

/** Any path the route table does not know. */
export function NotFound() {
  useDocumentMeta(NOT_FOUND_TITLE, '*');
  return (
    <div className="container page status-page">
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
