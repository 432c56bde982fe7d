import { randomBytes } from 'node:crypto';
import { hashPassword } from '../commands/accounts/passwords.ts';
import type { NewLoan } from '../records/loans.ts';
import { startSession } from '../commands/accounts/sessions.ts';
import type { UserRow } from '../commands/accounts/users.ts';
import { isRole, isStaff } from '../policies/roles.ts';
import type { TestServer } from './testServer.ts';

/** What a test may set on a user it creates; everything else gets a working default. */
export interface UserOverrides {
  /** A loan officer's NMLS id (one is made up for loan officers unless given; null for none). */
  nmlsId?: string | null;
  email?: string;
  firstName?: string;
  lastName?: string;
  mobileNumber?: string;
  /** 1 profile complete (the default), 3 profile incomplete. */
  status?: number;
  role?: string;
  /** Hashed with argon2id when given; the account has no password otherwise. */
  password?: string;
}

/** An e-mail address no other test uses. */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${randomBytes(4).toString('hex')}@example.com`;
}

/** Inserts a user straight into the database (no mail, no code) and returns its row. */
export async function createUser(server: TestServer, overrides: UserOverrides = {}): Promise<UserRow> {
  const [user] = (await server.deps
    .db('users')
    .insert({
      email: (overrides.email ?? uniqueEmail(overrides.role ?? 'borrower')).toLowerCase(),
      first_name: overrides.firstName ?? 'Dana',
      last_name: overrides.lastName ?? 'Reyes',
      mobile_number: overrides.mobileNumber ?? '(813) 555-0199',
      status: overrides.status ?? 1,
      role: overrides.role ?? 'borrower',
      password_hash: overrides.password === undefined ? null : await hashPassword(overrides.password),
      email_verified_at: server.deps.db.fn.now(),
      // Loan officers carry an NMLS id, as an admin's invite gives them (the finder's officers have theirs there).
      nmls_id:
        overrides.nmlsId !== undefined
          ? overrides.nmlsId
          : (overrides.role ?? 'borrower') === 'loan_officer'
            ? String(100000 + randomBytes(3).readUIntBE(0, 3))
            : null,
    })
    .returning('*')) as UserRow[];
  if (!user) throw new Error('The user insert returned no row');
  return user;
}

/** A bearer token of a new session of the user, as signing in would give (a staff session for staff roles). */
export async function sessionFor(server: TestServer, user: Pick<UserRow, 'id' | 'role'>): Promise<string> {
  const kind = isRole(user.role) && isStaff(user.role) ? 'staff' : 'borrower';
  return server.deps.db.transaction((trx) => startSession(trx, user.id, { ip: '127.0.0.1', userAgent: 'test' }, kind));
}

/** A user created with the overrides, signed in: its row and its bearer token. */
export async function signedInUser(
  server: TestServer,
  overrides: UserOverrides = {},
): Promise<{ user: UserRow; token: string }> {
  const user = await createUser(server, overrides);
  return { user, token: await sessionFor(server, user) };
}

/** The officer a test's loan starts with, as an admin's assignment (createLoan's `officer`). */
export function testOfficer(userId: number): NonNullable<NewLoan['officer']> {
  return { userId, source: 'admin', reason: 'Assigned for a test', assignedBy: null };
}

/**
 * Opens a loan for the borrower with the officer as its officer, the way the product allows: the officer invites the
 * borrower's address and the borrower accepts on the dashboard. Returns the loan.
 */
export async function loanByInvitation(
  server: TestServer,
  officerToken: string,
  borrowerToken: string,
  borrowerEmail: string,
  propertyAddress?: string,
): Promise<{ loanId: number; loanNumber: string }> {
  const sent = await server.api('POST', 'staff/invitations', { email: borrowerEmail, propertyAddress }, officerToken);
  if (sent.body.status !== 100) throw new Error(`The invitation was refused: ${sent.body.statusText}`);
  const waiting = await server.api<{ id: number }[]>('GET', 'invitations', undefined, borrowerToken);
  const invitation = waiting.body.data?.[0];
  if (!invitation) throw new Error('The borrower sees no invitation');
  const accepted = await server.api<{ loanId: number; loanNumber: string }>(
    'POST',
    `invitations/${invitation.id}/accept`,
    {},
    borrowerToken,
  );
  if (!accepted.body.data?.loanId) throw new Error(`The acceptance was refused: ${accepted.body.statusText}`);
  return accepted.body.data;
}
