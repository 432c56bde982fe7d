import type { Trx } from '../db/database.ts';

/** The queues jobs run on. */
export type QueueName = 'email' | 'pdf';

/** A job's payload holds identifiers only, never personal data. */
export type JobPayload = Record<string, number | string>;

/** One row of the job outbox. */
export interface OutboxJob {
  id: number;
  queue: QueueName;
  name: string;
  payload: JobPayload;
  attempts: number;
}

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
