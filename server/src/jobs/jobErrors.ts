import { describeError } from '../logger.ts';

/**
 * Why a job failed, fit for job_outbox.last_error: the error's class, code and constraint (a database error's
 * message and detail quote the data it failed on, so they are never kept), and the message only of errors that
 * promise theirs holds no personal data (PermanentJobError). At most 500 characters.
 */
export function failureReason(error: unknown): string {
  const facts = describeError(error);
  const parts = [facts.type, facts.code, facts.constraint ?? facts.table].filter(Boolean).join(' ');
  return (facts.message ? `${parts}: ${facts.message}` : parts).slice(0, 500);
}
