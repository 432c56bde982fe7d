import type { FormDefinition } from 'engine';
import type { Db, Trx } from '../db/database.ts';
import { findDefinition, READABLE_STATUSES } from './formDefinitionStore.ts';

/** Definitions read once per reply, by `formId@version` (latest published when the version is undefined). */
export class DefinitionCache {
  private readonly found = new Map<string, Promise<FormDefinition | undefined>>();

  constructor(private readonly db: Db | Trx) {}

  /** The definition of a version, or the latest published one. */
  get(formId: string, version?: number): Promise<FormDefinition | undefined> {
    const key = `${formId}@${version ?? 'latest'}`;
    let definition = this.found.get(key);
    if (!definition) {
      definition = findDefinition(
        this.db,
        formId,
        version,
        version === undefined ? ['published'] : READABLE_STATUSES,
      ).then((stored) => stored?.definition);
      this.found.set(key, definition);
    }
    return definition;
  }
}
