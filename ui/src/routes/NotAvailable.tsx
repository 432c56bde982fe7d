import { Link } from 'react-router-dom';

/** A registered page that is not built yet: its title, one sentence and a link home. */
export function NotAvailable({ title }: { title: string }) {
  return (
    <div className="container page status-page">
      <h1>{title}</h1>
      <p>This page is not available yet.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
