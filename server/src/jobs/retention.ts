import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { outboxFolder } from '../mail/transport.ts';
import type { JobProcessor } from './jobTypes.ts';

/**
 * How long what we keep only for a while is kept (docs/decisions.md, Retention). Loan records, documents and the
 * audit log are not here: they are kept as lending rules require.
 */
export const RETENTION = {
  /** Local outbox .eml files: they hold sign-in codes and personal details. */
  outboxFileDays: 7,
  /** Sent mails (encrypted): kept a week for support questions ("did my code go out?"). */
  sentMailDays: 7,
  /** Mails never sent (failed for good): a month, to look into why. */
  unsentMailDays: 30,
  /** Public-form requests (contact, quote, call-back, branch, subscribe): leads, two years. */
  formSubmissionDays: 730,
  /** Finished jobs (done or failed). */
  finishedJobDays: 30,
  /** Rate-limit events, code requests and codes, challenges: a day after they can matter. */
  authRecordDays: 1,
  /** Sign-in events are counted over minutes; kept a month for abuse reviews. */
  authEventDays: 30,
  /** Ended sessions (expired or signed out), and used or expired staff invites. */
  endedSessionDays: 30,
} as const;

const BATCH = 1000;

/** Deletes the rows of `table` matching `where`, a batch at a time; returns how many. */
async function deleteInBatches(db: Db, table: string, where: string, bindings: number[]): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await db(table)
      .whereIn('id', db(table).select('id').whereRaw(where, bindings).limit(BATCH))
      .delete();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

const olderThan = (column: string) => `${column} < now() - make_interval(days => ?)`;

/** Deletes the outbox .eml files older than the retention; returns how many. */
async function deleteOldOutboxFiles(folder: string, days: number, now = Date.now()): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > days * 24 * 3600 * 1000) {
      await unlink(file).catch(() => undefined);
      deleted += 1;
    }
  }
  return deleted;
}

/** What one retention run deleted, by kind. */
export type RetentionReport = Record<string, number>;

/** Deletes everything past its retention (see RETENTION). */
export async function applyRetention(db: Db, dataDir: string): Promise<RetentionReport> {
  const r = RETENTION;
  return {
    outboxFiles: await deleteOldOutboxFiles(outboxFolder({ dataDir }), r.outboxFileDays),
    sentMails: await deleteInBatches(db, 'outbound_emails', `sent_at is not null and ${olderThan('sent_at')}`, [
      r.sentMailDays,
    ]),
    unsentMails: await deleteInBatches(db, 'outbound_emails', `sent_at is null and ${olderThan('created_at')}`, [
      r.unsentMailDays,
    ]),
    formSubmissions: await deleteInBatches(db, 'form_submissions', olderThan('created_at'), [r.formSubmissionDays]),
    finishedJobs: await deleteInBatches(
      db,
      'job_outbox',
      `state in ('done', 'failed') and ${olderThan('finished_at')}`,
      [r.finishedJobDays],
    ),
    codes: await deleteInBatches(db, 'auth_codes', olderThan('expires_at'), [r.authRecordDays]),
    codeRequests: await deleteInBatches(db, 'code_requests', `handled_at is not null and ${olderThan('created_at')}`, [
      r.authRecordDays,
    ]),
    challenges: await deleteInBatches(db, 'mfa_challenges', olderThan('expires_at'), [r.authRecordDays]),
    authEvents: await deleteInBatches(db, 'auth_events', olderThan('created_at'), [r.authEventDays]),
    sessions: await deleteInBatches(db, 'sessions', `${olderThan('coalesce(revoked_at, expires_at)')}`, [
      r.endedSessionDays,
    ]),
    staffInvites: await deleteInBatches(db, 'staff_invites', `${olderThan('coalesce(used_at, expires_at)')}`, [
      r.endedSessionDays,
    ]),
  };
}

/** Job maintenance/retention, run daily by the scheduler. */
export const retentionJob: JobProcessor = async (_payload, ctx) => {
  const report = await applyRetention(ctx.db, ctx.config.dataDir);
  ctx.logger.info({ deleted: report }, 'retention applied');
};
