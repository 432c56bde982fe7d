import { describe, expect, it } from 'vitest';
import { createUser, testOfficer } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { addParticipant, createLoan, loanNumberOf, moveMilestone } from './loans.ts';
import { STALE_SAVE_MESSAGE } from './revisions.ts';

const server = useTestServer();

describe('loans', () => {
  it('opens a loan at Started with its borrower as participant and a number derived from its id', async () => {
    const borrower = await createUser(server);
    const loan = await server.deps.db.transaction((trx) =>
      createLoan(trx, { borrowerUserId: borrower.id, createdBy: null, propertyCity: 'Tampa' }),
    );
    expect(loan).toMatchObject({ milestone: 'started', status: 'open', revision: 1, property_city: 'Tampa' });
    expect(loan.loan_number).toBe(loanNumberOf(loan.id));
    expect(loan.loan_number).toMatch(/^HO\d{8}$/);
    expect(await server.deps.db('loan_participants').where({ loan_id: loan.id })).toMatchObject([
      { user_id: borrower.id, role: 'borrower' },
    ]);
    const coborrower = await createUser(server);
    await server.deps.db.transaction(async (trx) => {
      await addParticipant(trx, loan.id, coborrower.id, 'coborrower');
      await addParticipant(trx, loan.id, coborrower.id, 'coborrower');
    });
    expect(await server.deps.db('loan_participants').where({ loan_id: loan.id })).toHaveLength(2);
  });

  it('moves a milestone at the revision read, dated in the history, and refuses a stale move with 409', async () => {
    const borrower = await createUser(server);
    const officer = await createUser(server, { role: 'loan_officer' });
    const loan = await server.deps.db.transaction((trx) =>
      createLoan(trx, { borrowerUserId: borrower.id, officer: testOfficer(officer.id), createdBy: officer.id }),
    );
    const next = await server.deps.db.transaction((trx) => moveMilestone(trx, loan.id, 1, 'registration', officer.id));
    expect(next).toBe(2);
    await expect(
      server.deps.db.transaction((trx) => moveMilestone(trx, loan.id, 1, 'rate-lock', officer.id)),
    ).rejects.toMatchObject({ httpStatus: 409, statusText: STALE_SAVE_MESSAGE });
    const history = await server.deps.db('loan_milestones').where({ loan_id: loan.id }).orderBy('id');
    expect(history.map((row) => row.milestone)).toEqual(['started', 'registration']);
    expect((await server.deps.db('loans').where({ id: loan.id }).first()).milestone).toBe('registration');
  });
});
