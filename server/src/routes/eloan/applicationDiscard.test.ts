import { describe, expect, it } from 'vitest';
import { SUBMITTED_STAYS } from 'server/commands/applications/applicationDiscarder.ts';
import { agreeAndStart, applicationRecordFixture, saveStage, stageFixture } from 'server/testing/applications.ts';
import { signedInUser } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * A borrower discards an application started and never submitted (issue 21, point 12): it leaves the lists and
 * lookups, its loan (holding nothing else) leaves the dashboard, the audit log keeps who did it, and nobody else, nor
 * a submitted application, can be discarded.
 */

const server = useTestServer();

type Data = Record<string, unknown>;

describe('discarding an application', () => {
  it('takes a saved application and its empty loan out of every list, and audits it', async () => {
    const { token, user } = await signedInUser(server);
    const application = await agreeAndStart(server, token);
    const one = await saveStage(server, token, application, 'stageOne', stageFixture('application-stage1'));
    expect(one.body.status).toBe(100);
    const before = await server.api<Data[]>('GET', 'eloan/saved', undefined, token);
    expect(before.body.data?.map((row) => row._id)).toEqual([application.id]);
    expect((await server.api<Data[]>('GET', 'dashboard/loans/1', undefined, token)).body.data).toHaveLength(1);

    const discarded = await server.api<{ refNumber: string; loanDiscarded: boolean }>(
      'POST',
      `eloan/form1003/${application.id}/discard`,
      {},
      token,
    );
    expect(discarded.body).toMatchObject({ status: 100, data: { loanDiscarded: true } });
    expect(discarded.body.statusText).toBe(`Application ${discarded.body.data?.refNumber} was discarded.`);

    expect((await server.api<Data[]>('GET', 'eloan/saved', undefined, token)).body.data ?? []).toEqual([]);
    expect((await server.api('GET', `eloan/form1003/1/${application.id}`, undefined, token)).http).toBe(404);
    expect((await server.api('GET', 'eloan/form1003', undefined, token)).body.data ?? null).toBeNull();
    expect((await server.api<Data[]>('GET', 'dashboard/loans/1', undefined, token)).body.data ?? []).toEqual([]);
    // A second discard finds nothing; saving it again is refused the same way.
    expect((await server.api('POST', `eloan/form1003/${application.id}/discard`, {}, token)).http).toBe(404);
    const saveAgain = await saveStage(
      server,
      token,
      { id: application.id, revision: one.body.data?.revision ?? 0 },
      'stageTwo',
      stageFixture('application-stage2'),
    );
    expect(saveAgain.http).toBe(404);

    const audit = (await server.deps
      .db('audit_log')
      .where({ record_type: 'application', record_id: application.id, action: 'discard' })) as Data[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: user.id, subject_user_id: user.id });
    // The row stays for the record, marked.
    const row = (await server.deps
      .db('applications')
      .where({ id: application.id })
      .first('discarded_at', 'discarded_by')) as Data;
    expect(row.discarded_by).toBe(user.id);
    // Starting again opens a new application, not the discarded one.
    const again = await agreeAndStart(server, token);
    expect(again.id).not.toBe(application.id);
  });

  it("refuses a submitted application and another borrower's", async () => {
    const { token } = await signedInUser(server);
    const other = await signedInUser(server);
    let application = await agreeAndStart(server, token);
    expect((await server.api('POST', `eloan/form1003/${application.id}/discard`, {}, other.token)).http).toBe(404);
    const record = applicationRecordFixture();
    const keys = ['stageOne', 'stageTwo', 'stageThree', 'stageFour', 'stageFive', 'stageSix'];
    for (const [index, key] of keys.entries()) {
      const saved = await saveStage(
        server,
        token,
        application,
        key,
        record[key] as Data,
        index === 5 ? { statusIndicator: 1 } : {},
      );
      expect(saved.body.status, key).toBe(100);
      application = { id: application.id, revision: saved.body.data?.revision ?? 0 };
    }
    const refused = await server.api('POST', `eloan/form1003/${application.id}/discard`, {}, token);
    expect(refused.http).toBe(400);
    expect(refused.body.statusText).toBe(SUBMITTED_STAYS);
    expect((await server.api<Data[]>('GET', 'eloan/saved', undefined, token)).body.data).toHaveLength(1);
  });
});
