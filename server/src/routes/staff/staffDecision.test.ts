import { describe, expect, it } from 'vitest';
import { createLoan, type LoanRow } from 'server/records/loans.ts';
import { createUser, sessionFor, testOfficer } from 'server/testing/factories.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

const server = useTestServer();

/** A borrower's loan worked by a fresh officer, with the officer's session. */
async function workedLoan() {
  const borrower = await createUser(server);
  const officer = await createUser(server, { role: 'loan_officer' });
  const loan = await server.deps.db.transaction((trx) =>
    createLoan(trx, { borrowerUserId: borrower.id, officer: testOfficer(officer.id), createdBy: officer.id }),
  );
  return { borrower, officer, loan, token: await sessionFor(server, officer) };
}

const decide = (loanId: number, token: string, status: unknown, revision: unknown) =>
  server.api<{ revision: number; status: string }>(
    'POST',
    `staff/loans/${loanId}/decision`,
    { status, revision },
    token,
  );

const stored = async (id: number) =>
  (await server.deps.db('loans').where({ id }).first('status', 'decided_at', 'revision')) as Pick<
    LoanRow,
    'status' | 'decided_at' | 'revision'
  >;

describe('POST /api/staff/loans/:id/decision', () => {
  it('records the decision at the revision read, dates it, tells the borrower and shows it on the loan page', async () => {
    const { borrower, loan, token } = await workedLoan();
    const approved = await decide(loan.id, token, 'approved', loan.revision);
    expect(approved.http).toBe(200);
    expect(approved.body.data).toEqual({ revision: loan.revision + 1, status: 'approved' });
    const row = await stored(loan.id);
    expect(row.status).toBe('approved');
    expect(row.decided_at).toBeInstanceOf(Date);
    const notes = (await server.deps.db('notifications').where({ user_id: borrower.id }).select('title')) as {
      title: string;
    }[];
    expect(notes.map((note) => note.title)).toContain('Your loan is approved');
    const page = await server.api<{ status: string; decisions: string[]; decidedAt: string }>(
      'GET',
      `staff/loans/${loan.id}`,
      undefined,
      token,
    );
    expect(page.body.data).toMatchObject({ status: 'approved', decisions: ['closed', 'withdrawn'] });
    expect(page.body.data?.decidedAt).toBe((row.decided_at as Date).toISOString());

    // Closing keeps the date of the decision, from which its documents are kept 25 months.
    const closed = await decide(loan.id, token, 'closed', loan.revision + 1);
    expect(closed.http).toBe(200);
    expect((await stored(loan.id)).decided_at?.toISOString()).toBe((row.decided_at as Date).toISOString());
  });

  it('refuses a stale revision with 409 and writes nothing', async () => {
    const { loan, token } = await workedLoan();
    const stale = await decide(loan.id, token, 'denied', loan.revision + 5);
    expect(stale.http).toBe(409);
    expect(await stored(loan.id)).toMatchObject({ status: 'open', decided_at: null, revision: loan.revision });
  });

  it('refuses a decision the status does not allow, and an unknown one, naming the field', async () => {
    const { loan, token } = await workedLoan();
    expect((await decide(loan.id, token, 'denied', loan.revision)).http).toBe(200);
    const again = await decide(loan.id, token, 'approved', loan.revision + 1);
    expect(again.http).toBe(400);
    expect(again.body.statusText).toBe('A loan that is denied cannot be marked approved.');
    expect(again.body.errors).toEqual(['status']);
    for (const status of ['open', 'granted', 7, null]) {
      const refused = await decide(loan.id, token, status, loan.revision + 1);
      expect(refused.http).toBe(400);
      expect(refused.body.statusText).toBe('Choose a decision.');
    }
    expect((await stored(loan.id)).status).toBe('denied');
  });

  it('answers 404 to an officer not on the loan and changes nothing', async () => {
    const { loan } = await workedLoan();
    const other = await createUser(server, { role: 'loan_officer' });
    const refused = await decide(loan.id, await sessionFor(server, other), 'approved', loan.revision);
    expect(refused.http).toBe(404);
    expect((await stored(loan.id)).status).toBe('open');
  });
});

describe('approved with conditions', () => {
  it('asks each condition of the borrower, mails the decision, and approves only once they are met', async () => {
    const { borrower, loan, token } = await workedLoan();
    const borrowerToken = await sessionFor(server, borrower);
    const payStubs = (await server.deps.db('document_types').where({ name: 'Pay Stubs' }).first('id')) as {
      id: number;
    };
    const none = await server.api(
      'POST',
      `staff/loans/${loan.id}/decision`,
      { status: 'conditional', revision: 1 },
      token,
    );
    expect(none.http).toBe(400);
    expect(none.body.errors).toEqual(['conditions']);
    const conditional = await server.api<{ revision: number }>(
      'POST',
      `staff/loans/${loan.id}/decision`,
      {
        status: 'conditional',
        revision: loan.revision,
        conditions: [
          { documentTypeId: payStubs.id, details: 'The two most recent.' },
          { title: 'Explain the deposit of March 3', details: null },
        ],
      },
      token,
    );
    expect(conditional.http).toBe(200);
    expect((await stored(loan.id)).status).toBe('conditional');

    // The borrower sees each condition under Requests, and the decision by e-mail.
    const requests = await server.api<{ id: number; title: string; type: string; condition: boolean }[]>(
      'GET',
      'loan/requests',
      undefined,
      borrowerToken,
    );
    expect(requests.body.data?.map((item) => [item.title, item.type, item.condition])).toEqual([
      ['Explain the deposit of March 3', 'information', true],
      ['Pay Stubs', 'document', true],
    ]);
    const decisionMail = (await mailsTo(server, borrower.email)).find((mail) => mail.subject.includes('A decision'));
    expect(decisionMail?.text).toContain('approved with conditions: there are 2 conditions to meet');

    // Approving while a condition is open is refused; the loan page lists what is owed.
    const revision = conditional.body.data?.revision as number;
    const early = await decide(loan.id, token, 'approved', revision);
    expect(early.http).toBe(400);
    expect(early.body.statusText).toBe(
      '2 conditions are still open: the loan can be approved once the borrower has met them.',
    );
    const page = await server.api<{ owed: { title: string; condition: boolean }[]; decisions: string[] }>(
      'GET',
      `staff/loans/${loan.id}`,
      undefined,
      token,
    );
    expect(page.body.data?.owed.map((item) => item.title)).toEqual(['Explain the deposit of March 3', 'Pay Stubs']);
    expect(page.body.data?.decisions).toEqual(['approved', 'denied', 'withdrawn']);

    // The borrower answers the question in writing; the officer is mailed that it arrived.
    const question = requests.body.data?.find((item) => item.type === 'information');
    const answered = await server.api(
      'POST',
      `loan/requests/${question?.id}/answer`,
      { answer: 'My tax refund.' },
      borrowerToken,
    );
    expect(answered.http).toBe(200);
    const officerEmail = (
      (await server.deps.db('users').where({ id: loan.officer_user_id }).first('email')) as {
        email: string;
      }
    ).email;
    expect((await mailsTo(server, officerEmail)).map((mail) => mail.subject)).toContain(
      `Loan ${loan.loan_number}: the answer to "Explain the deposit of March 3" received`,
    );
    // Someone else cannot answer it.
    const stranger = await createUser(server);
    expect(
      (
        await server.api(
          'POST',
          `loan/requests/${question?.id}/answer`,
          { answer: 'x' },
          await sessionFor(server, stranger),
        )
      ).http,
    ).toBe(404);

    // Once the document condition is met too, the loan is approved.
    await server.deps.db('loan_requests').where({ loan_id: loan.id, kind: 'document' }).update({ status: 'fulfilled' });
    expect((await decide(loan.id, token, 'approved', revision)).http).toBe(200);
    expect((await stored(loan.id)).status).toBe('approved');
    const decisions = await server.deps.db('loan_decisions').where({ loan_id: loan.id }).orderBy('id').select('status');
    expect(decisions.map((row: { status: string }) => row.status)).toEqual(['conditional', 'approved']);
  });
});

describe('loan facts and the rate lock', () => {
  it('records the amount, authority, closing date and a rate lock at the revision read; the borrower reads them', async () => {
    const { borrower, loan, token } = await workedLoan();
    const facts = await server.api<{ revision: number }>(
      'POST',
      `staff/loans/${loan.id}/facts`,
      { loanAmount: '412500.50', issuingAuthority: 'Fannie Mae', estCloseDate: '2027-01-15', revision: loan.revision },
      token,
    );
    expect(facts.http).toBe(200);
    const stale = await server.api(
      'POST',
      `staff/loans/${loan.id}/rate-lock`,
      { rate: '6.125', lockedOn: '2026-11-20', expiresOn: '2027-01-19', revision: loan.revision },
      token,
    );
    expect(stale.http).toBe(409);
    for (const [body, field] of [
      [{ rate: '6.1234', lockedOn: '2026-11-20', expiresOn: '2027-01-19' }, 'rate'],
      [{ rate: '6.125', lockedOn: '2026-11-31', expiresOn: '2027-01-19' }, 'lockedOn'],
      [{ rate: '6.125', lockedOn: '2026-11-20', expiresOn: '2026-11-19' }, 'expiresOn'],
    ] as const) {
      const refused = await server.api(
        'POST',
        `staff/loans/${loan.id}/rate-lock`,
        { ...body, revision: facts.body.data?.revision },
        token,
      );
      expect(refused.http, field).toBe(400);
      expect(refused.body.errors).toEqual([field]);
    }
    const locked = await server.api(
      'POST',
      `staff/loans/${loan.id}/rate-lock`,
      { rate: '6.125', lockedOn: '2026-11-20', expiresOn: '2027-01-19', revision: facts.body.data?.revision },
      token,
    );
    expect(locked.http).toBe(200);
    const loans = await server.api<{ facts: unknown; milestones: { milestone: string; state: string }[] }[]>(
      'GET',
      'dashboard/loans/1',
      undefined,
      await sessionFor(server, borrower),
    );
    expect(loans.body.data?.[0]?.facts).toEqual({
      loanAmount: 412500.5,
      issuingAuthority: 'Fannie Mae',
      estCloseDate: '2027-01-15',
      rateLock: { rate: 6.125, lockedOn: '2026-11-20', expiresOn: '2027-01-19' },
    });
    expect(loans.body.data?.[0]?.milestones.find((step) => step.milestone === 'rate-lock')?.state).toBe('done');
    const badAuthority = await server.api(
      'POST',
      `staff/loans/${loan.id}/facts`,
      { issuingAuthority: 'Somebody', revision: locked.body.data },
      token,
    );
    expect(badAuthority.body.errors).toEqual(['issuingAuthority']);
  });
});

describe('mail about the loan’s steps', () => {
  it('mails the borrower a milestone move unless they turned loan updates off under Subscriptions', async () => {
    const { borrower, loan, token } = await workedLoan();
    const borrowerToken = await sessionFor(server, borrower);
    const move = (milestone: string, revision: number) =>
      server.api<{ revision: number }>('POST', `staff/loans/${loan.id}/milestone`, { milestone, revision }, token);
    const moved = await move('registration', loan.revision);
    const stepMails = async () =>
      (await mailsTo(server, borrower.email)).filter((mail) => mail.subject.startsWith(`Loan ${loan.loan_number}:`));
    expect((await stepMails()).map((mail) => mail.subject)).toEqual([
      `Loan ${loan.loan_number}: Registration - Harbor Oak Mortgage`,
    ]);
    expect((await stepMails())[0]?.text).toContain('You can turn these e-mails off under Subscriptions');

    const topics = await server.api<{ subid: number; label: string; statusid: number }[]>(
      'GET',
      'subs/user',
      undefined,
      borrowerToken,
    );
    const loanUpdates = topics.body.data?.find((topic) => topic.label.includes('loan moves'));
    expect(loanUpdates?.statusid).toBe(1);
    await server.api('POST', 'subs/user', [{ subid: loanUpdates?.subid, statusid: 0 }], borrowerToken);
    await move('rate-lock', moved.body.data?.revision as number);
    expect(await stepMails()).toHaveLength(1);
    // The dashboard still says it.
    const alerts = await server.api<{ title: string }[]>('GET', 'dashboard/alerts', undefined, borrowerToken);
    expect(alerts.body.data?.map((alert) => alert.title)).toContain('Your loan is at Rate Lock');
  });
});
