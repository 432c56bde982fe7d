import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePopups } from './usePopups.ts';

/**
 * A Get Pre-Approved link anywhere on the site (footer, guides, posts): it follows the spec's starting rule rather
 * than opening /preapprove bare — with no saved stage the zip question opens, with one the resume question (part 1
 * §3). The link still points at /preapprove for a new tab or a crawler.
 */
export function StartPreapprovalLink({ className, children }: { className?: string; children: ReactNode }) {
  const { startPreapproval } = usePopups();
  return (
    <Link
      to="/preapprove"
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void startPreapproval('yesNoCancel');
      }}
    >
      {children}
    </Link>
  );
}
