import type { AppDeps } from '../deps.ts';
import type { Trx } from './database.ts';

/** Runs work in one transaction, then tells the job relay that committed jobs may be waiting. */
export async function inTransaction<T>(deps: Pick<AppDeps, 'db' | 'jobs'>, work: (trx: Trx) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(work);
  deps.jobs.kick();
  return result;
}
