import type { ReactNode } from 'react';

/** Props of a link to another website. */
interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** A link to another website: opens in a new tab without giving that site access to ours, and says so. */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
