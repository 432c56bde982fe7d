import { descriptionId, errorId } from '@rjsf/utils';
import { noteIdOf } from './fieldNotes.ts';

/**
 * The ARIA state of a widget: invalid when it has errors, described by its error and description lines and by the
 * page's note under it (fieldNotes.ts) when it has one.
 */
export function widgetAria(
  id: string,
  rawErrors: string[] | undefined,
  hasDescription: boolean,
  hasNote = false,
): { 'aria-invalid': boolean; 'aria-describedby'?: string } {
  const invalid = (rawErrors?.length ?? 0) > 0;
  const describedBy = [invalid ? errorId(id) : '', hasDescription ? descriptionId(id) : '', hasNote ? noteIdOf(id) : '']
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': invalid, ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}
