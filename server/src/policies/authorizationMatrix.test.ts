import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from 'server/commands/accounts/users.ts';
import type { AppDeps } from 'server/deps.ts';
import { listRoutes } from 'server/http/routeList.ts';
import { createLoan, type LoanRow } from 'server/records/loans.ts';
import { buildApiRouter } from 'server/routes/index.ts';
import { createUser, sessionFor } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * The authorization matrix, built from the router itself: every route that needs a session is called by each of
 * seven people about the owner's records, and must answer exactly as its row says, leaking nothing of the owner's
 * data to anyone else. A route missing from the table fails the first test, so no new route escapes it.
 */

const PERSONAS = [
  'visitor',
  'anotherBorrower',
  'owner',
  'unassignedOfficer',
  'assignedOfficer',
  'compliance',
  'admin',
] as const;
type Persona = (typeof PERSONAS)[number];

/** The people and records every row is tried against. */
interface World {
  users: Record<Exclude<Persona, 'visitor'>, UserRow>;
  loan: LoanRow;
  /** Text found only in the owner's data: it must never reach anyone who may not see it. */
  ownerMarkers: string[];
}

interface MatrixRow {
  /** The request, about the owner's records. */
  request: (world: World) => { path: string; body?: unknown };
  /**
   * 'own': every caller the route's gate admits gets their own data (2xx) and never the owner's (the owner excepted).
   * A list: exactly these people succeed (2xx) on the owner's record; everyone else is refused (401, 403 or 404)
   * and sees none of the owner's data.
   */
  expect: 'own' | readonly Persona[];
}

/** Answers that complete a profile (the account's own fields come from the account). */
const PROFILE_ANSWERS = {
  preferredContact: 'Email',
  addressLine: '12 Magnolia St',
  city: 'Jackson',
  state: 'MS',
  postalCode: '39201',
  firstTimeBuyer: false,
  creditRating: 'Good',
};

const SIGNED_IN: readonly Persona[] = PERSONAS.filter((persona) => persona !== 'visitor');

/** One row per route that needs a session ('METHOD /api/path' as registered). */
const MATRIX: Record<string, MatrixRow> = {
  'POST /api/logout': { request: () => ({ path: 'logout', body: {} }), expect: 'own' },
  'GET /api/session': { request: () => ({ path: 'session' }), expect: 'own' },
  'GET /api/profile/user': { request: () => ({ path: 'profile/user' }), expect: 'own' },
  'POST /api/profile/password': {
    // A code-only account's fresh session sets a first password; each persona changes only its own.
    request: () => ({
      path: 'profile/password',
      body: { oldpassword: '', newpassword: 'a new long password', conpassword: 'a new long password' },
    }),
    expect: 'own',
  },
  'GET /api/profile': { request: () => ({ path: 'profile' }), expect: 'own' },
  // Each borrower saves their own profile once (revision 0); staff have no profile.
  'POST /api/profile': {
    request: () => ({ path: 'profile', body: { ...PROFILE_ANSWERS, revision: 0 } }),
    expect: 'own',
  },
};

const server = useTestServer();
let world: World;

beforeAll(async () => {
  const make = (role: string, lastName: string) => createUser(server, { role, lastName });
  const users = {
    owner: await make('borrower', 'Ownerly'),
    anotherBorrower: await make('borrower', 'Otherby'),
    unassignedOfficer: await make('loan_officer', 'Unassigned'),
    assignedOfficer: await make('loan_officer', 'Assigned'),
    compliance: await make('compliance', 'Complier'),
    admin: await make('admin', 'Adminson'),
  };
  const loan = await server.deps.db.transaction((trx) =>
    createLoan(trx, {
      borrowerUserId: users.owner.id,
      officerUserId: users.assignedOfficer.id,
      createdBy: users.assignedOfficer.id,
      propertyAddress: '4417 Matrix Lane',
    }),
  );
  world = { users, loan, ownerMarkers: [users.owner.email, 'Ownerly', loan.loan_number, '4417 Matrix Lane'] };
});

async function call(persona: Persona, method: string, row: MatrixRow) {
  const { path, body } = row.request(world);
  // A fresh session for every call: a row may end its caller's session (logout) or change its password.
  const token = persona === 'visitor' ? undefined : await sessionFor(server, world.users[persona]);
  return server.api(method, path, body, token);
}

// Registering routes reads nothing from the dependencies (they are used when a request comes), so the routes can
// be listed while the tests are being collected, before the server starts.
const NOT_AT_REGISTRATION = new Proxy({} as AppDeps, {
  get: (_target, property) => {
    throw new Error(`A route read deps.${String(property)} while being registered`);
  },
});

describe('the authorization matrix', () => {
  const routes = listRoutes(buildApiRouter(NOT_AT_REGISTRATION));

  it('declares a gate on every route and has a row for every route that needs a session', () => {
    expect(routes.filter((route) => route.gate === undefined).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const sessionRoutes = routes.filter((route) => route.gate?.kind === 'signedIn').map((r) => `${r.method} ${r.path}`);
    expect(sessionRoutes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !sessionRoutes.includes(route))).toEqual([]);
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    it(`${route}: answers each of the seven people as the matrix says and leaks nothing`, async () => {
      const [method = 'GET'] = route.split(' ');
      const gate = routes.find((r) => `${r.method} ${r.path}` === route)?.gate;
      const admitted = gate?.kind === 'signedIn' ? gate.roles : [];
      for (const persona of PERSONAS) {
        const reply = await call(persona, method, row);
        const text = JSON.stringify(reply.body);
        const label = `${route} as ${persona}`;
        const role = persona === 'visitor' ? undefined : world.users[persona].role;
        const mayCall = role !== undefined && (admitted as readonly string[]).includes(role);
        const allowed = row.expect === 'own' ? mayCall : row.expect.includes(persona);
        if (persona === 'visitor') expect(reply.http, label).toBe(401);
        else if (!mayCall) expect(reply.http, label).toBe(403);
        if (allowed) {
          expect(reply.http, label).toBeLessThan(400);
          expect(reply.body.status, label).toBe(100);
        } else {
          expect([401, 403, 404], label).toContain(reply.http);
        }
        const mayShowOwner = persona === 'owner' || (row.expect !== 'own' && allowed);
        if (!mayShowOwner) {
          for (const marker of world.ownerMarkers) expect(text, `${label} shows ${marker}`).not.toContain(marker);
        }
      }
    });
  }

  it('keeps staff out of borrower sessions and borrowers out of staff sessions', async () => {
    expect(SIGNED_IN).toHaveLength(6);
    const staffAsBorrower = await server.deps.db.transaction(async (trx) => {
      const { startSession } = await import('server/commands/accounts/sessions.ts');
      return startSession(trx, world.users.assignedOfficer.id, { ip: '127.0.0.1', userAgent: 'test' }, 'borrower');
    });
    expect((await server.api('GET', 'session', undefined, staffAsBorrower)).http).toBe(401);
    const borrowerAsStaff = await server.deps.db.transaction(async (trx) => {
      const { startSession } = await import('server/commands/accounts/sessions.ts');
      return startSession(trx, world.users.owner.id, { ip: '127.0.0.1', userAgent: 'test' }, 'staff');
    });
    expect((await server.api('GET', 'session', undefined, borrowerAsStaff)).http).toBe(401);
  });
});
