import { describe, expect, it } from 'vitest';
import { createLoan, type LoanRow } from 'server/records/loans.ts';
import { createUser, sessionFor, testOfficer } from 'server/testing/factories.ts';
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
