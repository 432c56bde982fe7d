// The save bench's borrowers: BENCH_CLIENTS signed-in borrowers on the product at PRODUCT_URL (its database is
// DATABASE_URL), each with an application started and stages 1 to 3 saved through the API as a page saves them.
// Prints one JSON line: each client's token, application id and revision, and the stage-3 body they save again.
import { startSession } from 'server/commands/accounts/sessions.ts';
import { openDatabase } from 'server/db/database.ts';
import { applicationRecordFixture, stageVersion } from 'server/testing/applications.ts';
import { AUTHORIZATION_AGREEMENT } from 'common';

const productUrl = process.env.PRODUCT_URL ?? '';
const databaseUrl = process.env.DATABASE_URL ?? '';
const count = Number(process.env.BENCH_CLIENTS ?? 64);

type Data = Record<string, unknown>;

async function call(token: string, path: string, body: Data): Promise<Data> {
  const response = await fetch(`${productUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { status: number; statusText: string; data: Data };
  if (reply.status !== 100) throw new Error(`${path}: ${reply.statusText}`);
  return reply.data;
}

const db = openDatabase({ kind: 'postgres', url: databaseUrl });
const record = applicationRecordFixture();
const clients: { token: string; id: number; revision: number }[] = [];
try {
  for (let i = 0; i < count; i += 1) {
    const [user] = (await db('users')
      .insert({
        email: `bench.borrower.${i}.${Date.now()}@example.com`,
        first_name: 'Maria',
        last_name: 'Lopez',
        mobile_number: '(813) 555-0142',
        status: 1,
        role: 'borrower',
        email_verified_at: db.fn.now(),
      })
      .returning('id')) as { id: number }[];
    const token = await db.transaction((trx) =>
      startSession(trx, (user as { id: number }).id, { ip: '127.0.0.1', userAgent: 'save bench' }),
    );
    const started = await call(token, 'eloan/agreement', {
      acceptAggrement: true,
      agreementVersion: AUTHORIZATION_AGREEMENT.version,
    });
    let revision = Number(started.revision);
    const id = Number(started._id);
    for (const key of ['stageOne', 'stageTwo', 'stageThree']) {
      const saved = await call(token, 'eloan/form1003', { _id: id, revision, statusIndicator: 0, [key]: record[key] });
      revision = Number(saved.revision);
    }
    clients.push({ token, id, revision });
  }
} finally {
  await db.destroy();
}
console.log(
  JSON.stringify({
    clients,
    body: {
      statusIndicator: 0,
      emailIndicator: 0,
      mapid: 1,
      formId: 'application-stage3',
      formVersion: stageVersion('application-stage3'),
      stageThree: record.stageThree,
    },
  }),
);
