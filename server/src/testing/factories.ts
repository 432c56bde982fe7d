import { randomBytes } from 'node:crypto';
import { hashPassword } from '../commands/accounts/passwords.ts';
import { startSession } from '../commands/accounts/sessions.ts';
import type { UserRow } from '../commands/accounts/users.ts';
import { isRole, isStaff } from '../policies/roles.ts';
import type { TestServer } from './testServer.ts';

/** What a test may set on a user it creates; everything else gets a working default. */
export interface UserOverrides {
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
