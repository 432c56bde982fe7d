import { descriptionId, errorId } from '@rjsf/utils';

/** The ARIA state of a widget: invalid when it has errors, described by its error and description lines. */
export function widgetAria(
  id: string,
  rawErrors: string[] | undefined,
  hasDescription: boolean,
): { 'aria-invalid': boolean; 'aria-describedby'?: string } {
  const invalid = (rawErrors?.length ?? 0) > 0;
  const describedBy = [invalid ? errorId(id) : '', hasDescription ? descriptionId(id) : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid, ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}
