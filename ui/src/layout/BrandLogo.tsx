import { Link } from 'react-router-dom';
import { LENDER } from 'common';

/** The lender's mark and name, linking home. */
export function BrandLogo({ onNavigate }: { onNavigate?(): void }) {
  return (
    <Link to="/" className="brand" onClick={onNavigate}>
      <svg className="brand__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <rect width="40" height="40" rx="8" fill="currentColor" />
        <path d="M8 20 20 9l12 11v12h-8v-8h-8v8H8z" fill="#fff" />
        <circle cx="20" cy="19" r="2.5" fill="#e8b04a" />
      </svg>
      <span className="brand__name">{LENDER.name}</span>
    </Link>
  );
}
