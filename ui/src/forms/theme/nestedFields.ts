import { createContext, use, type ReactNode } from 'react';
import type { RuleValue } from 'engine';

/**
 * The fields nested under the options of a choice (`ui:options.nestUnder` with an option: the origins under
 * 'Hispanic or Latino'), handed by the object's template (ObjectFieldLayout) to the choice's widget, which draws each
 * under its option. Fields nested under a flag need no hand-over: the template draws them after the flag.
 */
export const NestedOptionsContext = createContext<ReadonlyMap<RuleValue, ReactNode> | undefined>(undefined);

/** The fields nested under each option of the choice being drawn (none outside a nesting). */
export function useNestedOptions(): ReadonlyMap<RuleValue, ReactNode> | undefined {
  return use(NestedOptionsContext);
}
