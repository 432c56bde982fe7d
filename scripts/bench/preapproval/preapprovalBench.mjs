// Pre-approval benches (issue 12): one letter PDF in the worker, the pdf job from the record to the stored, sealed
// file (target median ≤ 100 ms), and the rendering alone. The wizard's initial JavaScript is measured with the other
// form routes' (routes/formRouteBudget.mjs), opened at step 1 as atWizardStepOne below prepares it.
// The TypeScript part is bundled as the server build is (scripts/bench/nodeBundle.mjs), and run as a worker runs jobs.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bundleToTemp } from '../nodeBundle.mjs';

const ms = (value) => `${value.toFixed(1)} ms`;

/** Bundles letterBench.ts and runs it; returns its JSON line. */
async function runLetterBench() {
  const outdir = await bundleToTemp('lender-letter-bench-', {
    letterBench: 'scripts/bench/preapproval/letterBench.ts',
  });
  try {
    const output = execFileSync(process.execPath, [path.join(outdir, 'letterBench.mjs')], {
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return JSON.parse(output.toString().trim().split('\n').at(-1));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** The letter PDF in the worker: the whole pdf job, and the rendering alone. */
export async function letterBenches() {
  const { rounds, job, render } = await runLetterBench();
  console.log(
    `letter: ${rounds} rounds; job median ${ms(job.median)}, p95 ${ms(job.p95)}; render ${ms(render.median)}`,
  );
  return [
    {
      name: 'Letter PDF in the worker (pdf job: read, render, seal, store, link)',
      value: `median ${ms(job.median)}, p95 ${ms(job.p95)}`,
      ok: job.median <= 100,
      target: 'median ≤ 100 ms',
    },
    {
      name: 'Letter PDF rendering alone (pdf-lib)',
      value: `median ${ms(render.median)}, p95 ${ms(render.p95)}`,
      ok: true,
      target: 'reference',
    },
  ];
}

/** A context whose /preapprove opens the wizard at step 1: the stages record of the zip question answered. */
export function atWizardStepOne(context) {
  return context.addInitScript(() => {
    const start = { stage: 1, stage2: { propertyAddressZip: '33607', propertyAddressCity: 'Tampa' } };
    localStorage.setItem('stages', JSON.stringify(start));
    localStorage.setItem('preapprove', '1');
  });
}
