import type { Registry } from '@rjsf/utils';
import type { DefinitionFormContext } from './definitionFormContext.ts';
import { dataPathOfId } from './widgetPaths.ts';

/**
 * Notes a page says under some fields of its record (DefinitionFormContext.fieldNotes: the 1003's 'From your
 * pre-approval' under each prefilled value), by data path rather than as UI hints, since the rows of a list share one
 * schema while a note belongs to one row's field. FieldTemplate draws the note; the field's widget is described by it.
 */

/** The element id of the note under a field. */
export const noteIdOf = (id: string) => `${id}__note`;

/** The note under the field with this element id, if its form has one for it. */
export function fieldNoteOf(
  id: string,
  registry: Pick<Registry, 'formContext' | 'globalFormOptions'>,
): string | undefined {
  const notes = (registry.formContext as DefinitionFormContext | undefined)?.fieldNotes;
  return notes && notes.size > 0 ? notes.get(dataPathOfId(id, registry.globalFormOptions)) : undefined;
}
