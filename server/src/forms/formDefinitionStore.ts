import type { FormDefinition } from '../../../engine/src/definition.ts';
import { compileDefinition, type CompiledForm } from '../../../engine/src/validate.ts';
import type { Db, Trx } from '../db/database.ts';

/** Lifecycle of a stored definition: staff edit drafts, publish them, and retire versions no longer offered. */
export type DefinitionStatus = 'draft' | 'published' | 'retired';

/** Statuses whose versions records can still be read with (a retired version keeps its old records readable). */
export const READABLE_STATUSES: readonly DefinitionStatus[] = ['published', 'retired'];

/** One row of form_definitions. */
export interface StoredDefinition {
  formId: string;
  version: number;
  status: DefinitionStatus;
  definition: FormDefinition;
}

interface DefinitionRow {
  form_id: string;
  version: number;
  status: DefinitionStatus;
  definition: FormDefinition | string;
}

function fromRow(row: DefinitionRow): StoredDefinition {
  const definition =
    typeof row.definition === 'string' ? (JSON.parse(row.definition) as FormDefinition) : row.definition;
  return { formId: row.form_id, version: Number(row.version), status: row.status, definition };
}

/** The stored row of one version, whatever its status. */
export async function findStoredDefinition(
  db: Db | Trx,
  formId: string,
  version: number,
): Promise<StoredDefinition | undefined> {
  const row = (await db('form_definitions').where({ form_id: formId, version }).first()) as DefinitionRow | undefined;
  return row ? fromRow(row) : undefined;
}

/**
 * A version in one of the given statuses; without a version, the highest published one.
 * Returns undefined when there is none.
 */
export async function findDefinition(
  db: Db | Trx,
  formId: string,
  version: number | undefined,
  statuses: readonly DefinitionStatus[] = ['published'],
): Promise<StoredDefinition | undefined> {
  const query = db('form_definitions').where({ form_id: formId }).whereIn('status', statuses);
  const row = (await (
    version === undefined ? query.orderBy('version', 'desc') : query.andWhere({ version })
  ).first()) as DefinitionRow | undefined;
  return row ? fromRow(row) : undefined;
}

// A published version never changes, so its compiled validator can be kept for the life of the process.
const compiledPublished = new Map<string, CompiledForm>();

/** The compiled validator of a published or retired definition, compiled once per process. */
export function compiledDefinition(stored: StoredDefinition): CompiledForm {
  if (stored.status === 'draft') return compileDefinition(stored.definition);
  const key = `${stored.formId}@${stored.version}`;
  let compiled = compiledPublished.get(key);
  if (!compiled) {
    compiled = compileDefinition(stored.definition);
    compiledPublished.set(key, compiled);
  }
  return compiled;
}
