import { describe, expect, it } from 'vitest';
import { loanByInvitation, signedInUser } from 'server/testing/factories.ts';
import { statementsOf } from 'server/testing/statements.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * What the dashboard's status cards ask of the database (issue 25: the slowest of its calls under load): the session,
 * the borrower's loans with their facts, then each loan's milestones, rate locks and approvals, once for all the
 * loans, whatever their number.
 */

const server = useTestServer();

// The server's background work (job relay, retention) touches none of the tables the cards read but as it changes them.
const cardsRead = (sql: string) =>
  /sessions s|loans|loan_participants|loan_milestones|loan_rate_locks|loan_decisions/.test(sql) &&
  !/^(delete|update)/i.test(sql) &&
  !/stored_files/.test(sql);

describe('statements of the status cards', () => {
  it('GET dashboard/loans/1 sends 5 statements for any number of loans', async () => {
    const borrower = await signedInUser(server);
    const officer = await signedInUser(server, { role: 'loan_officer' });
    for (const address of ['12 Magnolia St', '9 Cedar Ave'])
      await loanByInvitation(server, officer.token, borrower.token, borrower.user.email, address);
    const sent = await statementsOf(
      server.deps.db,
      async () => {
        const cards = await server.api<unknown[]>('GET', 'dashboard/loans/1', undefined, borrower.token);
        expect(cards.body.data).toHaveLength(2);
      },
      cardsRead,
    );
    expect(sent).toHaveLength(5);
    expect(sent.filter(({ sql }) => /from "loan_rate_locks"/.test(sql))).toHaveLength(1);
  });
});
