import type { ReactNode } from 'react';
import { NestedOptionsContext } from './nestedFields.ts';

/**
 * Fields nested under an answer (the kinds of Asian under 'Asian', a free-text field under 'Other Asian'): a group
 * named by that answer, indented under it. The fields inside see no nesting of the choice around them.
 */
export function NestedFieldsGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="df-nested">
      <NestedOptionsContext value={undefined}>{children}</NestedOptionsContext>
    </div>
  );
}
