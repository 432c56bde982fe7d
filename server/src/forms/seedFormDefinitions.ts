import { isDeepStrictEqual } from 'node:util';
import { assertDefinition } from 'engine/compiler.ts';
import { FORM_SOURCES, type FormSource } from 'forms';
import type { Db } from '../db/database.ts';
import { DefinitionConflictError, findStoredDefinition } from './formDefinitionStore.ts';

/**
 * Publishes every definition under forms/ that the database lacks. A version already stored must equal its file:
 * a published version never changes, so an edited file must become a new version folder instead.
 */
export async function seedFormDefinitions(db: Db, sources: readonly FormSource[] = FORM_SOURCES): Promise<void> {
  for (const source of sources) {
    const definition = assertDefinition(source.definition, `forms/${source.folder}`);
    if (`${definition.id}/v${definition.version}` !== source.folder) {
      throw new DefinitionConflictError(
        `forms/${source.folder} holds form "${definition.id}" version ${definition.version}; its folder must be forms/${definition.id}/v${definition.version}.`,
      );
    }
    await db('form_definitions')
      .insert({
        form_id: definition.id,
        version: definition.version,
        status: 'published',
        definition: JSON.stringify(definition),
        fixtures: JSON.stringify(source.fixtures),
        published_at: db.fn.now(),
      })
      .onConflict(['form_id', 'version'])
      .ignore();
    // Versions stored before examples were kept beside them get their folder's examples (they are not the form).
    await db('form_definitions')
      .where({ form_id: definition.id, version: definition.version })
      .whereNull('fixtures')
      .update({ fixtures: JSON.stringify(source.fixtures) });
    const stored = await findStoredDefinition(db, definition.id, definition.version);
    if (!stored || !isDeepStrictEqual(stored.definition, definition)) {
      throw new DefinitionConflictError(
        `Form "${definition.id}" version ${definition.version} in forms/${source.folder} differs from the ${stored?.status ?? 'missing'} version in the database. ` +
          `A stored version never changes: put the change in forms/${definition.id}/v${definition.version + 1} instead.`,
      );
    }
  }
}
