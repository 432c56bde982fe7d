// The cost of a stage save against its floor (issue 25, item 3): the product (one web process, built server) and the
// floor (saveFloor.ts: the least a correct save of the same stage does) save the same applications of the same
// database in alternating rounds at 64 connections; each round reads the CPU time of the serving process and of the
// PostgreSQL backends serving the bench's database from /proc, so the figures are CPU per save, not throughput on a
// busy machine. A stage GET's CPU is measured the same way. Targets: Node CPU per save ≤ 2× the floor's, PostgreSQL
// CPU ≤ 1.2×; a stage GET ≤ 0.5 ms of CPU.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { bundleToTemp } from '../nodeBundle.mjs';
import { startProduct } from '../product.mjs';
import { runBundledPart, withBenchDatabase } from './serverBench.mjs';

const CONNECTIONS = 64;
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TICKS_PER_MS = 100 / 1000; // /proc times are in clock ticks, 100 a second on Linux

/** User + system CPU of a process so far, in ms (0 for one that has gone). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
  } catch {
    return 0;
  }
}

/** The pids of the PostgreSQL backends connected to `database` (the product's pool and the floor's). */
async function backendPids(admin, database) {
  const { rows } = await admin.query(`select pid from pg_stat_activity where datname = $1`, [database]);
  return rows.map((row) => row.pid);
}

/** CPU of the node process and of the database's backends around `work`, per request it made. */
async function measured(admin, database, nodePid, work, clients) {
  await settle(admin, clients);
  // Backends live as long as the pools keep them; a backend opened during the round is counted from 0.
  const before = new Map((await backendPids(admin, database)).map((pid) => [pid, cpuMs(pid)]));
  const nodeBefore = cpuMs(nodePid);
  const result = await work();
  const nodeAfter = cpuMs(nodePid);
  const after = await backendPids(admin, database);
  const postgres = after.reduce((sum, pid) => sum + cpuMs(pid) - (before.get(pid) ?? 0), 0);
  const requests = result.requests;
  if (result.non2xx > 0) console.log(`refused: ${JSON.stringify(result.statuses)}`);
  return { node: (nodeAfter - nodeBefore) / requests, postgres: postgres / requests, requests, non2xx: result.non2xx };
}

/** autocannon for one round; counts only answered requests. */
function round(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: ROUND_SECONDS, ...options }, (error, result) =>
      error
        ? reject(error)
        : resolve({ requests: result.requests.total, non2xx: result.non2xx, statuses: result.statusCodeStats }),
    );
  });
}

/**
 * The revisions on file, after the requests a round cut short have finished (they may have been written
 * unanswered): each save round starts from them.
 */
async function settle(admin, clients) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { rows } = await admin.query(`select id, revision from applications where id = any($1)`, [
    clients.map((client) => client.id),
  ]);
  const revisions = new Map(rows.map((row) => [row.id, row.revision]));
  for (const client of clients) client.revision = revisions.get(client.id);
}

/** A round of stage saves at `url`: each connection saves its own application at its revision. */
function saveRound(url, clients, body) {
  let next = 0;
  return round({
    url,
    method: 'POST',
    setupClient: (client) => {
      const mine = clients[next % clients.length];
      next += 1;
      const payload = () => JSON.stringify({ ...body, _id: mine.id, revision: mine.revision });
      client.setHeadersAndBody(
        { 'content-type': 'application/json', authorization: `Bearer ${mine.token}` },
        payload(),
      );
      client.on('response', (status) => {
        if (status === 200) mine.revision += 1;
        client.setBody(payload());
      });
    },
  });
}

/** A round of stage-3 GETs, each connection reading its own application. */
function getRound(productUrl, clients) {
  let next = 0;
  return round({
    url: productUrl,
    setupClient: (client) => {
      const mine = clients[next % clients.length];
      next += 1;
      // setRequests, not setRequest: the latter lasts one request, then autocannon goes back to its default.
      client.setRequests([
        { method: 'GET', path: `/api/eloan/form1003/3/${mine.id}`, headers: { authorization: `Bearer ${mine.token}` } },
      ]);
    },
  });
}

/** Starts the floor on the bench's database; resolves with its url, pid and stop. */
async function startFloor(outdir, databaseUrl, appSecret) {
  const child = spawn(process.execPath, [path.join(outdir, 'saveFloor.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, APP_SECRET: appSecret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The save floor exited (code ${code})`)));
    child.stdout.once('data', (line) => resolve(JSON.parse(String(line)).url));
  });
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Medians of CPU per request over rounds. */
function summary(rounds) {
  return {
    node: median(rounds.map((r) => r.node)),
    postgres: median(rounds.map((r) => r.postgres)),
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** Product vs floor, CPU per save and per stage GET; rows for bench.mjs's table. */
export async function saveCostBenches() {
  const outdir = await bundleToTemp('lender-save-cost-', {
    saveFixtures: 'scripts/bench/server/saveFixtures.ts',
    saveFloor: 'scripts/bench/server/saveFloor.ts',
  });
  try {
    return await withBenchDatabase(async (databaseUrl) => {
      const database = new URL(databaseUrl).pathname.slice(1);
      const appSecret = randomBytes(32).toString('hex');
      const product = await startProduct({
        env: {
          DATABASE_URL: databaseUrl,
          APP_SECRET: appSecret,
          LOG_LEVEL: 'warn',
          WEB_CONCURRENCY: '1',
        },
        // BENCH_PROFILE=<folder>: the product writes a CPU profile of the whole run there (node --cpu-prof).
        nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
      });
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      let floor;
      try {
        const fixtures = runBundledPart(outdir, 'saveFixtures', {
          PRODUCT_URL: product.url,
          DATABASE_URL: databaseUrl,
          BENCH_CLIENTS: String(CONNECTIONS),
        });
        floor = await startFloor(outdir, databaseUrl, appSecret);
        const productSave = () => saveRound(`${product.url}/api/eloan/form1003`, fixtures.clients, fixtures.body);
        const floorSave = () => saveRound(floor.url, fixtures.clients, fixtures.body);
        const productGet = () => getRound(product.url, fixtures.clients);
        const measure = (pid, work) => measured(admin, database, pid, work, fixtures.clients);
        // A first round each warms the JIT and fills both pools; it is not counted.
        await measure(product.pid, productSave);
        await measure(floor.pid, floorSave);
        await measure(product.pid, productGet);
        const productRounds = [];
        const floorRounds = [];
        const getRounds = [];
        for (let i = 0; i < ROUNDS; i += 1) {
          productRounds.push(await measure(product.pid, productSave));
          floorRounds.push(await measure(floor.pid, floorSave));
          getRounds.push(await measure(product.pid, productGet));
        }
        const saves = summary(productRounds);
        const least = summary(floorRounds);
        const gets = summary(getRounds);
        const nodeRatio = saves.node / least.node;
        const postgresRatio = saves.postgres / least.postgres;
        const line =
          `Save cost (CPU per save, median of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s): ` +
          `product Node ${saves.node.toFixed(2)} ms + PostgreSQL ${saves.postgres.toFixed(2)} ms; ` +
          `floor Node ${least.node.toFixed(2)} ms + PostgreSQL ${least.postgres.toFixed(2)} ms; ` +
          `stage GET Node ${gets.node.toFixed(2)} ms + PostgreSQL ${gets.postgres.toFixed(2)} ms`;
        console.log(line);
        return [
          {
            name: `Stage save CPU against its floor (stage 3, ${CONNECTIONS} connections, alternating rounds)`,
            value:
              `Node ${saves.node.toFixed(2)} ms = ${nodeRatio.toFixed(2)}× the floor's ${least.node.toFixed(2)}; ` +
              `PostgreSQL ${saves.postgres.toFixed(2)} ms = ${postgresRatio.toFixed(2)}× ${least.postgres.toFixed(2)}; ` +
              `${saves.non2xx + least.non2xx} refused`,
            ok: nodeRatio <= 2 && postgresRatio <= 1.2 && saves.non2xx === 0 && least.non2xx === 0,
            target: 'Node ≤ 2× the floor, PostgreSQL ≤ 1.2×, none refused',
          },
          {
            name: 'Stage GET CPU (stage 3 of an application, 64 connections)',
            value: `${(gets.node + gets.postgres).toFixed(2)} ms (Node ${gets.node.toFixed(2)}, PostgreSQL ${gets.postgres.toFixed(2)}); ${gets.non2xx} refused`,
            ok: gets.node + gets.postgres <= 0.5 && gets.non2xx === 0,
            target: '≤ 0.5 ms of CPU',
          },
        ];
      } finally {
        await floor?.stop();
        await admin.end();
        await product.stop();
      }
    });
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
