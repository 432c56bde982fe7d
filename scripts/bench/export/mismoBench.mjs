// The lender file's benches (issue 24): the seven-person record's file built (≤ 50 ms median) and downloaded
// (≤ 150 ms median). The TypeScript part (mismoBench.ts) is bundled as the server build is and run in a process of
// its own. Alone: node -e "import('./scripts/bench/export/mismoBench.mjs').then((m) => m.mismoBenches()).then(console.log)"
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bundleToTemp } from '../nodeBundle.mjs';

/** The lender file's figures as result rows for bench.mjs's table. */
export async function mismoBenches() {
  const outdir = await bundleToTemp('lender-mismo-bench-', { mismoBench: 'scripts/bench/export/mismoBench.ts' });
  try {
    const output = execFileSync(process.execPath, [path.join(outdir, 'mismoBench.mjs')], {
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    });
    const result = JSON.parse(output.toString().trim().split('\n').at(-1));
    const ms = (value) => `${value.toFixed(1)} ms`;
    return [
      {
        name: `Lender file of the seven-person record built (${(result.bytes / 1024).toFixed(0)} KB of XML)`,
        value: `median ${ms(result.build.median)}, slowest ${ms(result.build.slowest)}`,
        ok: result.build.median <= 50,
        target: '≤ 50 ms (median)',
      },
      {
        name: "Lender file of the seven-person record downloaded by the loan's officer (GET /api/eloan/mismo/:id)",
        value: `median ${ms(result.lender.median)}, slowest ${ms(result.lender.slowest)}; the owner's copy ${ms(result.borrower.median)}`,
        ok: result.lender.median <= 150,
        target: '≤ 150 ms (median)',
      },
    ];
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
