import { describe, expect, it } from 'vitest';
import { ApiError } from 'server/http/envelope.ts';
import { saveProgress } from 'server/records/preapprovals.ts';
import { signedInUser } from 'server/testing/factories.ts';
import { saveWizardSteps, wizardRecord, type WizardStages } from 'server/testing/preapprovals.ts';
import { statementsOf } from 'server/testing/statements.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * What the wizard's writes ask of the database (issue 25): the load run found a step's save and the submission the
 * slowest calls, each statement waiting its turn for a pooled connection. A step's save reads the session, then the
 * definition and the record being filled at once, then writes at the revision read in one statement (no
 * transaction); the submission reads what it needs before its transaction, which holds only writes.
 */

const server = useTestServer();

// What the server's own background work sends meanwhile (the job relay, retention's clean-ups, jobs run in process)
// is told apart by table: a wizard call touches only these (and job_outbox only to insert).
const WIZARD_TABLES =
  /preapprovals|form_definitions|lookups|loan_officers|mortgage_rates|"?users"?|sessions s|notifications|outbound_emails|job_outbox/;
const wizardStatement = (sql: string) =>
  /^(BEGIN|COMMIT)/.test(sql) ||
  (WIZARD_TABLES.test(sql) && !/^(delete|update job_outbox|update "job_outbox")|stored_files/i.test(sql));

const wizardStatementsOf = (work: () => Promise<unknown>) => statementsOf(server.deps.db, work, wizardStatement);

const step = (token: string, revision: number, data: WizardStages) => saveWizardSteps(server, token, revision, data);

describe('statements of the wizard', () => {
  it("a step's save sends 4 statements: the session, the definition and the record being filled, the write", async () => {
    const data = wizardRecord();
    // The definition and the lookup lists in memory first, as on a running server: another borrower's save.
    await step((await signedInUser(server)).token, 0, { stage1: data.stage1 ?? {} });
    const { token } = await signedInUser(server);
    let revision = 0;
    const first = await wizardStatementsOf(async () => {
      const saved = await step(token, revision, { stage1: data.stage1 ?? {} });
      expect(saved.body.data).toMatchObject({ stage: 2, revision: 1 });
      revision = saved.body.data?.revision ?? 0;
    });
    expect(first.map(({ sql }) => sql.slice(0, 60))).toHaveLength(4);
    expect(first[3]?.sql).toMatch(/^insert into preapprovals/);
    expect(first.filter(({ tx }) => tx)).toEqual([]);
    const next = await wizardStatementsOf(async () => {
      const saved = await step(token, revision, { stage2: data.stage2 ?? {} });
      expect(saved.body.data).toMatchObject({ revision: 2 });
    });
    expect(next.map(({ sql }) => sql.slice(0, 60))).toHaveLength(4);
    expect(next[3]?.sql).toMatch(/^update "preapprovals"/);
    expect(next.filter(({ tx }) => tx)).toEqual([]);
  });

  it('the submission reads before its transaction, which holds only writes', async () => {
    const { token } = await signedInUser(server);
    const data = wizardRecord();
    const saved = await step(token, 0, { stage1: data.stage1 ?? {} });
    const sent = await wizardStatementsOf(async () => {
      const submitted = await server.api(
        'POST',
        'pre/setapproval',
        { formVersion: 1, revision: saved.body.data?.revision, data },
        token,
      );
      expect(submitted.http).toBe(200);
    });
    // The submission's transaction: the one that submits the record.
    const tx = sent.find(({ sql }) => /^update "preapprovals"/.test(sql))?.tx;
    expect(tx).toBeDefined();
    const inside = sent.filter((statement) => statement.tx === tx).map(({ sql }) => sql);
    expect(inside[0]).toMatch(/^BEGIN/);
    expect(inside.at(-1)).toMatch(/^COMMIT/);
    expect(inside.filter((sql) => /^select/i.test(sql))).toEqual([]);
    expect(inside.slice(1, -1).map((sql) => sql.split(' ').slice(0, 3).join(' '))).toEqual([
      'update "preapprovals" set',
      'insert into "job_outbox"',
      'insert into "notifications"',
      // The default officer's account is told.
      'insert into "outbound_emails"',
      'insert into "job_outbox"',
    ]);
  });

  it('a first save made while another tab has started the record writes nothing and is a 409', async () => {
    const { user } = await signedInUser(server);
    const save = { userId: user.id, formId: 'preapproval', formVersion: 1, data: {}, currentStage: 1 };
    // Both tabs read no record being filled; the first creates it, the second must not create another.
    await saveProgress(server.deps.db, undefined, 0, save);
    const second = await saveProgress(server.deps.db, undefined, 0, save).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(ApiError);
    expect((second as ApiError).httpStatus).toBe(409);
    const open = await server.deps.db('preapprovals').where({ user_id: user.id, status_indicator: 0 }).count();
    expect(Number((open[0] as { count: string }).count)).toBe(1);
  });
});
