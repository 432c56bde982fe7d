import type { ReactNode } from 'react';
import type { FormDefinition, FormStep } from 'engine';
import type { FormData } from '../definitionValidator.ts';

/** What a step drawn by a display (a step's `display`) is given by the stepped renderer. */
export interface StepDisplayProps {
  step: FormStep;
  definition: FormDefinition;
  /** The record so far. */
  record: FormData;
  signedIn: boolean;
  /**
   * The step is done: its values (the display's own fields, if any) join the record, the page saves it, and the
   * renderer moves on. Resolves with the page's refusal to show, or null once it moved on.
   */
  complete(values?: FormData): Promise<string | null>;
  /**
   * What the person has typed in the display's own fields so far (values as `complete` takes them): Previous and the
   * trail keep it in the record, unsaved, as they keep what was typed in a step's fields.
   */
  keepTyped(values: FormData): void;
  /** The Previous button for the display's own row of actions (a display with fields); null on the first step. */
  previousButton: ReactNode;
}
