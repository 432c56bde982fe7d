// The pre-approval letter in the worker (issue 12): the pdf job (server/src/preapproval/letterJob.ts) run as a
// worker runs it (the record read, the PDF rendered, sealed and stored through the file storage, linked, the
// borrower's mail queued) on an embedded database, and the rendering alone. Prints one JSON line: median and p95
// in ms of each.
import { performance } from 'node:perf_hooks';
import type { PreapprovalV1 } from 'forms/generated/types/index.ts';
import { FORM_SOURCES, latestFormSource } from 'forms';
import { seedFormDefinitions } from 'server/forms/seedFormDefinitions.ts';
import { openJobTestDeps } from 'server/jobs/openJobTestDeps.ts';
import { createMailTransport } from 'server/mail/transport.ts';
import { LETTER_JOB, letterJob } from 'server/preapproval/letterJob.ts';
import { renderLetterPdf } from 'server/preapproval/letterPdf.ts';
import { borrowerNamesOf, propertyOf } from 'server/preapproval/preapprovalFigures.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 20;

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
};

const deps = await openJobTestDeps();
try {
  await seedFormDefinitions(
    deps.db,
    FORM_SOURCES.filter((source) => source.folder.startsWith('preapproval/')),
  );
  const record = (latestFormSource('preapproval')?.fixtures as { valid: PreapprovalV1[] }).valid[1] as PreapprovalV1;
  const [user] = (await deps
    .db('users')
    .insert({
      email: 'letter.bench@example.com',
      first_name: 'Maria',
      last_name: 'Lopez',
      status: 1,
      role: 'borrower',
      email_verified_at: deps.db.fn.now(),
    })
    .returning('id')) as { id: number }[];
  const [row] = (await deps
    .db('preapprovals')
    .insert({
      ref_number: 'PABENCH0001',
      user_id: user?.id,
      form_id: 'preapproval',
      form_version: 1,
      data: JSON.stringify(record),
      current_stage: 10,
      status_indicator: 1,
      amount: 343000,
      letter_date: '2026-06-01',
      valid_until: '2026-08-30',
      submitted_at: deps.db.fn.now(),
    })
    .returning('id')) as { id: number }[];
  const ctx = { ...deps, mail: createMailTransport(deps.config) };
  const payload = { preapprovalId: row?.id as number };

  const job: number[] = [];
  for (let i = 0; i < WARM_UP + ROUNDS; i += 1) {
    // Each round makes the letter anew: the job leaves a record that has its letter alone.
    await deps.db('preapprovals').where({ id: payload.preapprovalId }).update({ letter_file_id: null });
    const start = performance.now();
    await letterJob(payload, ctx);
    if (i >= WARM_UP) job.push(performance.now() - start);
  }
  const made = (await deps.db('preapprovals').where({ id: payload.preapprovalId }).first('letter_file_id')) as {
    letter_file_id: number | null;
  };
  if (!made.letter_file_id) throw new Error(`${LETTER_JOB} stored no letter`);

  const render: number[] = [];
  const content = {
    borrowers: borrowerNamesOf(record),
    property: propertyOf(record),
    amount: 343000,
    program: 'Conventional',
    officer: { name: 'Luis Moreno', nmlsId: '1874302' },
  };
  for (let i = 0; i < WARM_UP + ROUNDS; i += 1) {
    const start = performance.now();
    await renderLetterPdf({ ...content, issuedOn: new Date('2026-06-01T00:00:00Z') });
    if (i >= WARM_UP) render.push(performance.now() - start);
  }
  console.log(JSON.stringify({ rounds: ROUNDS, job: summary(job), render: summary(render) }));
} finally {
  await deps.close();
}
