import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from 'server/http/middleware.ts';
import { stageFixture } from 'server/testing/applications.ts';
import { drillBorrowers, markerOf, saveMarked, type DrillBorrower, type ReplySeen } from './drillBorrowers.ts';
import { ADMIN_URL, createDrillDatabase, type DrillDatabase } from './drillDatabase.ts';
import { startDrillServer, type DrillServer } from './drillServer.ts';
import { startPostgresProxy, type PostgresProxy } from './postgresProxy.ts';
import type { ApplicationReply } from 'common';

/**
 * Outage drill (issue 25, item 5): PostgreSQL restarts while borrowers save. The server reaches its database through
 * a proxy the drill cuts, so the machine's PostgreSQL keeps serving everyone else: the port refuses new connections,
 * every open session is ended by the server (57P01, as a restart does), what is left is dropped, and after
 * OUTAGE_MS the port answers again. Callers must get 503 with Retry-After, never 500; the pool must serve again
 * within 5 s of the return; and every save that was acknowledged must be in the database afterwards.
 */

const BORROWERS = 8;
const BEFORE_MS = 2_000;
const OUTAGE_MS = 5_000;
const RECOVERY_LIMIT_MS = 5_000;
/** Acknowledged saves each borrower makes after the return before the run ends. */
const SAVES_AFTER = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: DrillDatabase;
let proxy: PostgresProxy;
let server: DrillServer;
let borrowers: DrillBorrower[];

beforeAll(async () => {
  database = await createDrillDatabase('drill_pg');
  const upstream = new URL(ADMIN_URL);
  proxy = await startPostgresProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
  server = await startDrillServer({ database, connectVia: proxy });
  borrowers = await drillBorrowers(server, BORROWERS, [{ key: 'stageOne', value: stageFixture('application-stage1') }]);
});

afterAll(async () => {
  await server?.close();
  await proxy?.close();
  await database?.drop();
});

describe('PostgreSQL restarted during a load run', () => {
  it('answers 503 with Retry-After (never 500), serves again within 5 s and keeps every acknowledged save', async () => {
    const seen: ReplySeen[][] = borrowers.map(() => []);
    const health: { http: number; retryAfter: string | null; at: number }[] = [];
    let restored = false;
    let nextMarker = 200_000;

    // One refusal the drill does not allow stops every borrower, and the run fails with it.
    let failed = false;
    const saving = borrowers.map(async (borrower, index) => {
      const replies = seen[index] as ReplySeen[];
      let savesAfter = 0;
      while (savesAfter < SAVES_AFTER && !failed) {
        await saveMarked(server, borrower, (nextMarker += 1), replies).catch((error: unknown) => {
          failed = true;
          throw error;
        });
        if (restored) savesAfter += 1;
      }
    });
    const probing = (async () => {
      while (!failed && (!restored || health.at(-1)?.http !== 200)) {
        const reply = await server.call('GET', 'health');
        health.push({ http: reply.http, retryAfter: reply.retryAfter, at: performance.now() });
        await pause(100);
      }
    })();
    const load = Promise.all([...saving, probing]);
    load.catch(() => undefined);

    await pause(BEFORE_MS);
    // The restart: the port refuses, the server ends every session of the database, and what is left is dropped.
    const cutAt = performance.now();
    proxy.refuseNew();
    // Borrowers were saving: the pool had sessions open, each now told 57P01 as a restart tells it.
    expect(await database.terminateConnections()).toBeGreaterThan(0);
    await pause(200);
    proxy.dropOpen();
    await pause(OUTAGE_MS);
    await proxy.restore();
    const restoredAt = performance.now();
    restored = true;
    await load;

    // Nothing reached the server's 500 (its log says what, when something did).
    expect(server.log.lines().filter((line) => line.includes('"unhandled error"'))).toEqual([]);
    const replies = seen.flat();
    const refused = replies.filter((reply) => reply.http === 503);
    // The drill reached callers: saves were refused while the database was away, and none otherwise failed.
    expect(refused.length).toBeGreaterThan(0);
    expect(replies.filter((reply) => reply.http !== 200 && reply.http !== 503 && reply.http !== 409)).toEqual([]);
    for (const reply of refused) {
      expect(reply).toMatchObject({
        status: 503,
        statusText: DATABASE_UNAVAILABLE,
        errors: [],
        retryAfter: String(RETRY_AFTER_SECONDS),
      });
      expect(reply.at).toBeGreaterThan(cutAt);
    }
    expect(health.filter((probe) => probe.http !== 200 && probe.http !== 503)).toEqual([]);
    expect(health.some((probe) => probe.http === 503 && probe.retryAfter === String(RETRY_AFTER_SECONDS))).toBe(true);

    // Recovery: each borrower's first acknowledged save after the return, and the health check's first 200.
    const firstAfter = (replies: { at: number; http: number }[]) =>
      (replies.find((reply) => reply.at > restoredAt && reply.http === 200)?.at ?? Number.POSITIVE_INFINITY) -
      restoredAt;
    const recoveries = seen.map(firstAfter);
    const healthBack = firstAfter(health);
    expect(Math.max(...recoveries, healthBack)).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);

    // No acknowledged save lost: each application holds its borrower's last acknowledged save, at its revision.
    for (const borrower of borrowers) {
      const read = await server.call<ApplicationReply>('GET', 'eloan/form1003', undefined, borrower.token);
      expect(read.http).toBe(200);
      expect({ revision: read.body.data?.revision, marker: read.body.data && markerOf(read.body.data) }).toEqual({
        revision: borrower.revision,
        marker: borrower.marker,
      });
    }

    const saves = replies.filter((reply) => reply.http === 200).length;
    console.info(
      `PostgreSQL drill: ${saves} saves acknowledged, ${refused.length} replies 503 over ${OUTAGE_MS} ms down, ` +
        `${replies.filter((reply) => reply.http === 409).length} resent saves found committed; ` +
        `first save after the return in ${Math.round(Math.min(...recoveries))} ms, every borrower's within ` +
        `${Math.round(Math.max(...recoveries))} ms, /api/health within ${Math.round(healthBack)} ms`,
    );
  }, 60_000);
});
