import type { FormDefinition } from 'engine';
import type { Db, Trx } from '../db/database.ts';
import { findDefinition, findLiveDefinitions, READABLE_STATUSES } from './formDefinitionStore.ts';

/** Definitions read once per reply, by `formId@version` (latest published when the version is undefined). */
export class DefinitionCache {
  private readonly found = new Map<string, Promise<FormDefinition | undefined>>();

  constructor(private readonly db: Db | Trx) {}

  /**
   * Reads the latest published definition of each of the forms in one statement, for a reply that presents many
   * (the document types), so `get(formId)` finds them here instead of asking one at a time.
   */
  async preloadLatest(formIds: readonly string[]): Promise<void> {
    const missing = [...new Set(formIds)].filter((formId) => !this.found.has(`${formId}@latest`));
    if (missing.length === 0) return;
    const loading = findLiveDefinitions(this.db, missing).then(
      (stored) => new Map(stored.map((row) => [row.formId, row.definition])),
    );
    for (const formId of missing) {
      this.found.set(
        `${formId}@latest`,
        loading.then((byForm) => byForm.get(formId)),
      );
    }
    await loading;
  }

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
