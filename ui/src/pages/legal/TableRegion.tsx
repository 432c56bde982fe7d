import type { ReactNode } from 'react';

/**
 * A wide table's box: on a narrow screen the table scrolls inside it rather than widening the page, and the box
 * takes keyboard focus so it can be scrolled without a mouse.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="data-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
