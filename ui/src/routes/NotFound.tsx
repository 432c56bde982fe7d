import { Link } from 'react-router-dom';
import { useDocumentMeta } from './useDocumentMeta.ts';

/** Any path the route table does not know. */
export function NotFound() {
  useDocumentMeta('Page not found', 'The page you asked for does not exist.');
  return (
    <div className="container page status-page">
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
