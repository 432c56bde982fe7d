import type { Trx } from '../db/database.ts';
import type { JobPayload, QueueName } from './jobTypes.ts';

/**
 * Records a job in the same transaction as the change that causes it.
 * It is relayed to its queue only after commit, so a rollback drops it and a crash loses nothing.
 */
export async function recordJob(trx: Trx, queue: QueueName, name: string, payload: JobPayload): Promise<number> {
  const [row] = await trx('job_outbox')
    .insert({ queue, name, payload: JSON.stringify(payload) })
    .returning('id');
  return (row as { id: number }).id;
}
