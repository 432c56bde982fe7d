import { type ApplicationReply, type SavedStageReply } from 'common';
import { applicationRecordFixture, stageFixture, startWithStages } from 'server/testing/applications.ts';
import { signedInUser } from 'server/testing/factories.ts';
import type { DrillReply, DrillServer } from './drillServer.ts';

/**
 * Borrowers of a drill and the stage saves they make, as the browser makes them: each save at the revision the last
 * one gave. A save the server could not answer (503) is sent again as it was; when the first try had in fact
 * committed, the second is refused as stale (409), and the borrower reads the application to see that theirs is in.
 */

type Data = Record<string, unknown>;

/** A signed-in borrower with an application of their own. */
export interface DrillBorrower {
  token: string;
  applicationId: number;
  /** The revision the borrower's last acknowledged save gave. */
  revision: number;
  /** The marker of the borrower's last acknowledged save of stage 2 (undefined before the first). */
  marker?: number;
}

/** One reply a borrower got, for the drill's account of what callers saw. */
export interface ReplySeen {
  http: number;
  status: number;
  statusText: string;
  retryAfter: string | null;
  errors: string[];
  /** When it came (performance.now()). */
  at: number;
  ms: number;
}

/** Stage 2 of the fixture with the loan amount a drill uses as the save's marker (200000 and up). */
export function stageTwoMarked(marker: number): Data {
  const value = stageFixture('application-stage2');
  (value.loanDetails as Data).borrowerRequestedLoanAmount = String(marker);
  return value;
}

/** The marker an application's stage 2 holds now, read from the application as the owner sees it. */
export function markerOf(application: ApplicationReply): number {
  const stageTwo = (application as unknown as Data).stageTwo as { loanDetails?: Data } | undefined;
  return Number(stageTwo?.loanDetails?.borrowerRequestedLoanAmount);
}

/** Creates borrowers (straight in the database, no mail) each with an application started and `stages` saved. */
export async function drillBorrowers(
  server: DrillServer,
  count: number,
  stages: readonly { key: string; value: Data }[],
): Promise<DrillBorrower[]> {
  const borrowers: DrillBorrower[] = [];
  for (let index = 0; index < count; index += 1) {
    const { token } = await signedInUser(server, { firstName: 'Drill', lastName: `Borrower${index}` });
    const application = await startWithStages(server, token, stages);
    borrowers.push({ token, applicationId: application.id, revision: application.revision });
  }
  return borrowers;
}

/** A reply as the drill's account keeps it, stamped with when it came. */
export function replySeen(reply: DrillReply<unknown>): ReplySeen {
  return {
    http: reply.http,
    status: reply.body.status,
    statusText: reply.body.statusText,
    retryAfter: reply.retryAfter,
    errors: reply.body.errors,
    at: performance.now(),
    ms: reply.ms,
  };
}

/** The borrower submits their application (the 1003's last stage, at the revision they hold). */
export function submitApplication(server: DrillServer, borrower: DrillBorrower): Promise<DrillReply<unknown>> {
  return server.call(
    'POST',
    'eloan/form1003',
    {
      _id: borrower.applicationId,
      revision: borrower.revision,
      statusIndicator: 1,
      stageSix: applicationRecordFixture().stageSix,
    },
    borrower.token,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first answer other than 503 to a call made until then (`retryMs` apart), and whether a 503 came first. */
async function untilAnswered<T>(
  call: () => ReturnType<DrillServer['call']>,
  seen: ReplySeen[],
  retryMs: number,
): Promise<{ http: number; body: { status: number; statusText: string; data: T | null }; afterOutage: boolean }> {
  for (let afterOutage = false; ; afterOutage = true) {
    const reply = await call();
    seen.push(replySeen(reply));
    if (reply.http !== 503) return { http: reply.http, body: reply.body as never, afterOutage };
    await pause(retryMs);
  }
}

/**
 * Saves the borrower's stage 2 with the marker until the save is acknowledged, and moves the borrower to the revision
 * it gave. Throws on any other answer; every reply is added to `seen`, for the drill to count what callers saw.
 */
export async function saveMarked(
  server: DrillServer,
  borrower: DrillBorrower,
  marker: number,
  seen: ReplySeen[],
  retryMs = 100,
): Promise<void> {
  const body = {
    _id: borrower.applicationId,
    revision: borrower.revision,
    statusIndicator: 0,
    stageTwo: stageTwoMarked(marker),
  };
  const reply = await untilAnswered<SavedStageReply>(
    () => server.call('POST', 'eloan/form1003', body, borrower.token),
    seen,
    retryMs,
  );
  if (reply.http === 200 && reply.body.status === 100 && reply.body.data) {
    borrower.revision = reply.body.data.revision;
    borrower.marker = marker;
    return;
  }
  if (reply.http !== 409 || !reply.afterOutage) {
    throw new Error(`save ${marker} answered ${reply.http}: ${reply.body.statusText}`);
  }
  // A try left unanswered had committed: the application must hold this very save, one revision on.
  const read = await untilAnswered<ApplicationReply>(
    () => server.call('GET', 'eloan/form1003', undefined, borrower.token),
    seen,
    retryMs,
  );
  const application = read.body.data;
  if (!application || application.revision !== borrower.revision + 1 || markerOf(application) !== marker) {
    throw new Error(`save ${marker} was refused as stale, yet the application does not hold it`);
  }
  borrower.revision = application.revision;
  borrower.marker = marker;
}
