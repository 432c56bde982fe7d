// The relay alone (docs/performance.md, The job handoff after the relay change): times one or two relays moving ROWS
// committed outbox rows to Redis (no workers) and counts the jobs they add. Needs PostgreSQL and Redis:
// RELAYS=1|2 ROWS=200 DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx scripts/bench/jobs/relayBench.ts
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createJobRuntime } from 'server/jobs/createJobRuntime.ts';
import { openJobTestDeps } from 'server/jobs/openJobTestDeps.ts';
import { recordJob } from 'server/jobs/outbox.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROWS = Number(process.env.ROWS ?? 200);
const RELAYS = Number(process.env.RELAYS ?? 1);

const deps = await openJobTestDeps({ REDIS_URL });
const prefix = `bench-${randomBytes(6).toString('hex')}`;
await deps.db.transaction(async (trx) => {
  for (let i = 0; i < ROWS; i += 1) await recordJob(trx, 'email', 'noop', { i });
});
let adds = 0;
const add = Queue.prototype.add;
Queue.prototype.add = function (this: Queue, ...args: Parameters<typeof add>) {
  adds += 1;
  return add.apply(this, args);
} as typeof add;
const addBulk = Queue.prototype.addBulk;
Queue.prototype.addBulk = function (this: Queue, jobs: Parameters<typeof addBulk>[0]) {
  adds += jobs.length;
  return addBulk.call(this, jobs);
} as typeof addBulk;
const relays = Array.from({ length: RELAYS }, () =>
  createJobRuntime({ ...deps, runInProcess: false, pollIntervalMs: 1_000, prefix }),
);
await Promise.all(relays.map((relay) => relay.start()));
// Wait for the connections, then time from the kick.
await new Promise((resolve) => setTimeout(resolve, 300));
await deps.db('job_outbox').update({ state: 'pending', relayed_at: null, run_after: deps.db.fn.now() });
const redis = new Redis(REDIS_URL);
const stale = await redis.keys(`${prefix}:*`);
if (stale.length > 0) await redis.del(...stale);
adds = 0;
const start = performance.now();
relays.forEach((relay) => relay.kick());
for (;;) {
  const [row] = (await deps.db('job_outbox').where({ state: 'relayed' }).count({ count: '*' })) as { count: string }[];
  if (Number(row?.count) === ROWS) break;
  await new Promise((resolve) => setTimeout(resolve, 2));
}
const ms = performance.now() - start;
console.log(JSON.stringify({ rows: ROWS, relays: RELAYS, ms: Math.round(ms), adds }));
await Promise.all(relays.map((relay) => relay.stop()));
const keys = await redis.keys(`${prefix}:*`);
if (keys.length > 0) await redis.del(...keys);
await redis.quit();
await deps.close();
