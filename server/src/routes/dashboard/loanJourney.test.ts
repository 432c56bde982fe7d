import { describe, expect, it } from 'vitest';
import { loanByInvitation, signedInUser, uniqueEmail } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * The journey across the two sides: a borrower accepts an officer's invitation, the officer moves its milestone, posts a
 * notification, asks for something and adds a consent; the borrower sees each on the dashboard and answers.
 */
const server = useTestServer();

async function people() {
  const borrower = await signedInUser(server, { email: uniqueEmail('borrower'), lastName: 'Borrowman' });
  const officer = await signedInUser(server, { role: 'loan_officer', lastName: 'Officerly' });
  return { borrower, officer };
}

interface Ladder {
  milestones: { milestone: string; state: string; at: string | null }[];
  milestone: string;
  loanNumber: string;
}

describe('a loan worked by its officer, seen by its borrower', () => {
  it('opens, moves, notifies, asks and consents; the borrower sees each and answers', async () => {
    const { borrower, officer } = await people();
    const { loanId, loanNumber } = await loanByInvitation(
      server,
      officer.token,
      borrower.token,
      borrower.user.email.toUpperCase(),
      '12 Magnolia St',
    );

    const pipeline = await server.api<{ id: number; borrower: string }[]>(
      'GET',
      'staff/pipeline',
      undefined,
      officer.token,
    );
    expect(pipeline.body.data?.find((loan) => loan.id === loanId)?.borrower).toContain('Borrowman');

    const view = await server.api<{ revision: number }>('GET', `staff/loans/${loanId}`, undefined, officer.token);
    const moved = await server.api(
      'POST',
      `staff/loans/${loanId}/milestone`,
      { milestone: 'rate-lock', revision: view.body.data?.revision },
      officer.token,
    );
    expect(moved.body.status).toBe(100);
    // A second move from the same (now stale) page is refused and changes nothing.
    const stale = await server.api(
      'POST',
      `staff/loans/${loanId}/milestone`,
      { milestone: 'closing', revision: view.body.data?.revision },
      officer.token,
    );
    expect(stale.http).toBe(409);

    await server.api(
      'POST',
      `staff/loans/${loanId}/notifications`,
      { title: 'Appraisal', body: 'Booked for Monday.' },
      officer.token,
    );
    await server.api(
      'POST',
      `staff/loans/${loanId}/requests`,
      { title: 'Two recent pay stubs', kind: 'document' },
      officer.token,
    );
    const consent = await server.api<{ id: number }>(
      'POST',
      `staff/loans/${loanId}/consents`,
      {
        kind: 'esign',
        title: 'E-sign consent',
        question: 'Do you agree to receive and sign documents electronically?',
      },
      officer.token,
    );

    const loans = await server.api<Ladder[]>('GET', 'dashboard/loans/1', undefined, borrower.token);
    const loan = loans.body.data?.[0];
    expect(loan).toMatchObject({ loanNumber: loanNumber, milestone: 'rate-lock' });
    // The loan went from Loan Application straight to Rate Lock: Registration was passed over, never done.
    expect(loan?.milestones.map((step) => step.state)).toEqual([
      'done',
      'skipped',
      'current',
      'ahead',
      'ahead',
      'ahead',
      'ahead',
      'ahead',
    ]);
    expect(loan?.milestones[0]?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(loan?.milestones[2]?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(loan?.milestones[1]?.at).toBeNull();

    const alerts = await server.api<{ id: number; title: string; read: boolean }[]>(
      'GET',
      'dashboard/alerts',
      undefined,
      borrower.token,
    );
    // The invitation's own notice comes from its mail job, whenever that runs: the loan's notices are read here.
    const loanAlerts = alerts.body.data?.filter((alert) => !alert.title.includes('invites you'));
    expect(loanAlerts?.map((alert) => alert.title)).toEqual([
      'Appraisal',
      'Your loan is at Rate Lock',
      `Loan ${loanNumber} opened`,
    ]);
    const first = loanAlerts?.[2]?.id;
    expect((await server.api('POST', `dashboard/alerts/${first}/read`, {}, borrower.token)).body.status).toBe(100);
    const after = await server.api<{ id: number; read: boolean }[]>(
      'GET',
      'dashboard/alerts',
      undefined,
      borrower.token,
    );
    expect(after.body.data?.find((alert) => alert.id === first)).toMatchObject({ read: true });

    const requests = await server.api<{ title: string; mapid: number }[]>(
      'GET',
      'loan/requests',
      undefined,
      borrower.token,
    );
    expect(requests.body.data).toEqual([expect.objectContaining({ title: 'Two recent pay stubs', mapid: loanId })]);

    const consents = await server.api<{ _id: number; statusid: number }[]>(
      'GET',
      `consents/request/user/${loanId}`,
      undefined,
      borrower.token,
    );
    expect(consents.body.data).toEqual([expect.objectContaining({ _id: consent.body.data?.id, statusid: -1 })]);
    const answered = await server.api(
      'GET',
      `consents/request/user/${consent.body.data?.id}/1`,
      undefined,
      borrower.token,
    );
    expect(answered.body.status).toBe(100);
    const kept = await server.deps.db('consent_answers').where({ consent_id: consent.body.data?.id });
    expect(kept).toEqual([expect.objectContaining({ answer: 1, user_id: borrower.user.id, ip: '127.0.0.1' })]);

    // Another borrower sees none of it.
    const other = await signedInUser(server);
    expect((await server.api<unknown[]>('GET', 'dashboard/loans/1', undefined, other.token)).body.data).toEqual([]);
    expect((await server.api('GET', `consents/request/user/${loanId}`, undefined, other.token)).http).toBe(404);
    expect((await server.api('POST', `dashboard/alerts/${first}/read`, {}, other.token)).http).toBe(404);
  });

  it('refuses bad input on every staff write with the field named, storing nothing', async () => {
    const { borrower, officer } = await people();
    const { loanId } = await loanByInvitation(server, officer.token, borrower.token, borrower.user.email);
    const count = async () => {
      const counts: number[] = [];
      for (const table of [
        'loans',
        'notifications',
        'loan_requests',
        'consents',
        'loan_milestones',
        'loan_invitations',
      ]) {
        const [row] = await server.deps.db(table).count<{ count: string }[]>({ count: '*' });
        counts.push(Number(row?.count));
      }
      return counts;
    };
    const before = await count();
    const cases: [string, unknown, string][] = [
      ['staff/invitations', { email: 'not an address' }, 'email'],
      ['staff/invitations', {}, 'email'],
      ['staff/invitations', { email: 'ana@example.com', message: 'x'.repeat(1001) }, 'message'],
      [`staff/loans/${loanId}/milestone`, { milestone: 'done', revision: 1 }, 'milestone'],
      [`staff/loans/${loanId}/milestone`, { milestone: 'closing', revision: -3 }, 'revision'],
      [`staff/loans/${loanId}/notifications`, { title: '', body: 'x' }, 'title'],
      [`staff/loans/${loanId}/notifications`, { title: 'x'.repeat(121), body: 'x' }, 'title'],
      [`staff/loans/${loanId}/requests`, { title: 'Pay stubs', kind: 'anything' }, 'kind'],
      [`staff/loans/${loanId}/consents`, { kind: 'esign', title: 'E-sign' }, 'question'],
    ];
    for (const [path, body, field] of cases) {
      const reply = await server.api('POST', path, body, officer.token);
      expect(reply.http, path).toBe(400);
      expect(reply.body.errors, path).toEqual([field]);
    }
    expect(await count()).toEqual(before);
    expect((await server.api('GET', 'dashboard/loans/7', undefined, borrower.token)).http).toBe(404);
    expect((await server.api('GET', 'consents/request/user/1/yes', undefined, borrower.token)).http).toBe(400);
  });
});

describe('subscriptions', () => {
  it('lists the optional topics off and loan updates on, saves choices, and shares the updates topic with the footer list', async () => {
    const { user, token } = await signedInUser(server, { email: uniqueEmail('subscriber') });
    const listed = await server.api<{ subid: number; label: string; statusid: number }[]>(
      'GET',
      'subs/user',
      undefined,
      token,
    );
    expect(listed.body.data?.map((item) => item.statusid)).toEqual([0, 0, 0, 1]);
    const [updates, alerts] = listed.body.data ?? [];
    const saved = await server.api<{ statusid: number }[]>(
      'POST',
      'subs/user',
      [
        { subid: updates?.subid, statusid: 1 },
        { subid: alerts?.subid, statusid: 1 },
      ],
      token,
    );
    expect(saved.body.data?.map((item) => item.statusid)).toEqual([1, 1, 0, 1]);
    expect(await server.deps.db('subscribers').where({ email: user.email }).whereNull('unsubscribed_at')).toHaveLength(
      1,
    );

    await server.api('POST', 'subs/user', [{ subid: updates?.subid, statusid: 0 }], token);
    expect(await server.deps.db('subscribers').where({ email: user.email }).whereNull('unsubscribed_at')).toHaveLength(
      0,
    );
    const again = await server.api<{ statusid: number }[]>('GET', 'subs/user', undefined, token);
    expect(again.body.data?.map((item) => item.statusid)).toEqual([0, 1, 0, 1]);

    for (const body of [
      [],
      [{ subid: 999999, statusid: 1 }],
      [{ subid: updates?.subid, statusid: 2 }],
      { nope: true },
    ]) {
      const reply = await server.api('POST', 'subs/user', body, token);
      expect(reply.http).toBe(400);
      expect(reply.body.errors).toEqual(['subscriptions']);
    }
  });
});
