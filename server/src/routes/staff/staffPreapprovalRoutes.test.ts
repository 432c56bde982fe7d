import { describe, expect, it } from 'vitest';
import type { PipelinePreapprovalReply } from 'common';
import { FORM_SOURCES } from 'forms';
import { createUser, sessionFor, signedInUser } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

const server = useTestServer();

type Stages = Record<string, Record<string, unknown>>;

/** A whole valid pre-approval record (the definition's first fixture), with the borrower's last name. */
function record(lastName: string): Stages {
  const source = FORM_SOURCES.filter((entry) => entry.folder.startsWith('preapproval/')).at(-1);
  const data = structuredClone((source?.fixtures as { valid: Stages[] }).valid[0] as Stages);
  data.stage3 = { borrower: { ...(data.stage3?.borrower as object), lastName } };
  return data;
}

async function list(token: string) {
  return server.api<PipelinePreapprovalReply[]>('GET', 'staff/preapprovals', undefined, token);
}

describe('pre-approvals in the staff pipeline', () => {
  it('lists a submitted pre-approval to its officer, compliance and admins, never to another officer, and audits the read', async () => {
    const officer = await createUser(server, { role: 'loan_officer', firstName: 'Olga', lastName: 'Officer' });
    const other = await createUser(server, { role: 'loan_officer' });
    const compliance = await createUser(server, { role: 'compliance' });
    const admin = await createUser(server, { role: 'admin' });
    const owner = await signedInUser(server);
    const submitted = await server.api<{ id: number }>(
      'POST',
      'pre/setapproval',
      { formVersion: 1, revision: 0, data: record('Pipeline') },
      owner.token,
    );
    const id = submitted.body.data?.id as number;
    expect(id).toBeGreaterThan(0);
    await server.deps.db('preapprovals').where({ id }).update({ officer_user_id: officer.id });
    // Another borrower's form in progress: for compliance and admins only.
    const filling = await signedInUser(server, { lastName: 'Halfway' });
    await server.api(
      'POST',
      'pre/progress',
      { formVersion: 1, revision: 0, data: { stage1: record('x').stage1 } },
      filling.token,
    );

    const mine = (await list(await sessionFor(server, officer))).body.data ?? [];
    const row = mine.find((item) => item.id === id);
    expect(row).toMatchObject({
      borrower: 'Ana Pipeline',
      borrowerEmail: owner.user.email,
      status: 'submitted',
      officer: 'Olga Officer',
    });
    expect(row?.refNumber).toMatch(/^PA[0-9A-F]{10}$/);
    expect(row?.amount).toBeGreaterThan(0);
    expect(row?.statusText).toBe('Pre-approved');
    expect(mine.some((item) => item.borrower.includes('Halfway'))).toBe(false);
    expect(JSON.stringify(mine)).not.toMatch(/\d{3}-\d{2}-\d{4}|\/\d{4}"/);

    const others = (await list(await sessionFor(server, other))).body.data ?? [];
    expect(others.some((item) => item.id === id)).toBe(false);

    for (const reviewer of [compliance, admin]) {
      const all = (await list(await sessionFor(server, reviewer))).body.data ?? [];
      expect(all.find((item) => item.id === id)?.statusText).toBe('Pre-approved');
      expect(all.find((item) => item.borrower.includes('Halfway'))).toMatchObject({
        status: 'saved',
        amount: null,
        statusText: 'In progress (step 2)',
      });
    }
    const audit = (await server.deps
      .db('audit_log')
      .where({ actor_user_id: officer.id, record_type: 'preapproval', action: 'read' })
      .first('details')) as { details: { view: string; ids: number[] } } | undefined;
    expect(audit?.details.view).toBe('staff pre-approval list');
    expect(audit?.details.ids).toContain(id);
  });

  it('refuses borrowers and visitors', async () => {
    const { token } = await signedInUser(server);
    expect((await list(token)).http).toBe(403);
    expect((await server.api('GET', 'staff/preapprovals')).http).toBe(401);
  });
});
