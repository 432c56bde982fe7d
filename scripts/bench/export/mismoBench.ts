// The lender file of the largest application (issue 24): the seven-person record (sevenPersonRecord) built as
// buildMismoFile builds it for GET /api/eloan/mismo/:id (target median ≤ 50 ms), and downloaded from a running server
// (PGlite, in process) by the loan's officer (the lender's copy) and its owner (the borrower's), after the application
// was saved stage by stage and submitted as a borrower does (target median ≤ 150 ms). Prints one JSON line.
import { performance } from 'node:perf_hooks';
import { buildMismoFile } from 'server/export/mismoExport.ts';
import { prepareSubmittedApplication, sevenPersonRecord } from 'server/testing/applications.ts';
import { signedInUser } from 'server/testing/factories.ts';
import { startTestServer } from 'server/testing/testServer.ts';

const BUILD_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const DOWNLOAD_ROUNDS = 40;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function buildTimes(): { times: number[]; bytes: number } {
  const data = sevenPersonRecord();
  const build = () =>
    buildMismoFile({ data, kind: 'full', loanNumber: 'HO26000123', copy: 'lender', createdAt: new Date() });
  for (let i = 0; i < 20; i += 1) build();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < BUILD_ROUNDS; i += 1) {
    const start = performance.now();
    bytes = build().length;
    times.push(performance.now() - start);
  }
  return { times, bytes };
}

async function downloadTimes(): Promise<{ lender: number[]; borrower: number[] }> {
  const server = await startTestServer();
  try {
    const owner = await signedInUser(server, { email: 'bench.owner@example.com' });
    const officer = await signedInUser(server, { role: 'loan_officer', email: 'bench.officer@example.com' });
    const world = await prepareSubmittedApplication(server, owner.token, officer.user.id, 'Lopez', sevenPersonRecord());
    const fetchFile = async (token: string) => {
      const start = performance.now();
      const reply = await fetch(`${server.url}/api/eloan/mismo/${world.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await reply.text();
      if (reply.status !== 200 || !body.includes('<MESSAGE')) throw new Error(`GET mismo: ${reply.status}`);
      return performance.now() - start;
    };
    for (let i = 0; i < 5; i += 1) await fetchFile(officer.token);
    const lender: number[] = [];
    const borrower: number[] = [];
    for (let i = 0; i < DOWNLOAD_ROUNDS; i += 1) {
      lender.push(await fetchFile(officer.token));
      borrower.push(await fetchFile(owner.token));
    }
    return { lender, borrower };
  } finally {
    await server.close();
  }
}

const built = buildTimes();
const downloads = await downloadTimes();
console.log(
  JSON.stringify({
    bytes: built.bytes,
    build: { median: median(built.times), slowest: Math.max(...built.times) },
    lender: { median: median(downloads.lender), slowest: Math.max(...downloads.lender) },
    borrower: { median: median(downloads.borrower), slowest: Math.max(...downloads.borrower) },
  }),
);
