// The compliance studio's impact check (issue 23): a draft of stage 3 against 1,000 in-progress stage records on
// PostgreSQL (target ≤ 2 s). The TypeScript part (impactBench.ts) is bundled as the server build is
// (scripts/bench/nodeBundle.mjs) and run on a database of its own, made for the run on the PostgreSQL of
// BENCH_DATABASE_URL or DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test) and dropped after it.
// Alone: node -e "import('./scripts/bench/studio/studioImpact.mjs').then((m) => m.studioImpactBenches()).then(console.log)"
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { bundleToTemp } from '../nodeBundle.mjs';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_MS = 2000;

/** Runs the bundled bench part on a new database of its own and returns its JSON line; the database is dropped. */
async function runImpactBench(outdir) {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    const output = execFileSync(process.execPath, [path.join(outdir, 'impactBench.mjs')], {
      env: { ...process.env, DATABASE_URL: url.toString() },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(output.toString().trim().split('\n').at(-1));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The impact check of a stage-3 draft against 1,000 in-progress records, as a result row for bench.mjs's table. */
export async function studioImpactBenches() {
  const outdir = await bundleToTemp('lender-impact-bench-', { impactBench: 'scripts/bench/studio/impactBench.ts' });
  try {
    const result = await runImpactBench(outdir);
    const ms = (value) => `${value.toFixed(0)} ms`;
    console.log(
      `impact check: ${result.records} records, ${result.becomeIncomplete} become incomplete, ` +
        `${result.unfit} unfit fields, ${result.dropped} dropped; rounds ${result.times.map(ms).join(', ')}; ` +
        `CPU of the bench process a round (median) ${ms(result.cpu)}`,
    );
    return [
      {
        name: `Impact check of a stage-3 draft against ${result.records} in-progress stage records on PostgreSQL`,
        value: `median ${ms(result.median)}, slowest ${ms(result.slowest)}; CPU ${ms(result.cpu)}`,
        ok: result.records >= 1000 && result.median <= TARGET_MS,
        target: `≤ ${TARGET_MS / 1000} s (median)`,
      },
    ];
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
