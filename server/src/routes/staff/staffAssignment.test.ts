import { describe, expect, it } from 'vitest';
import type { AppDeps } from 'server/deps.ts';
import { listRoutes } from 'server/http/routeList.ts';
import { buildApiRouter } from 'server/routes/index.ts';
import { FORM_SOURCES } from 'forms';
import { agreeAndStart, prepareApplicationWorld } from 'server/testing/applications.ts';
import { documentTypeId, PAY_STUB_FIELDS, submitDocuments, uploadLoanDocument } from 'server/testing/documents.ts';
import { createUser, loanByInvitation, sessionFor, signedInUser } from 'server/testing/factories.ts';
import { samplePdf } from 'server/testing/sampleFiles.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * Issue 20, points 5 and 7: processors work the loans they are put on (by an admin or the loan's officer); an admin
 * assigns a loan officer with a reason the loan keeps; and a staff member with no business on a record gets the
 * same 404 from every staff write route whatever the body holds.
 */
const server = useTestServer();

async function staff(role: string, lastName: string) {
  const user = await createUser(server, { role, lastName });
  return { user, token: await sessionFor(server, user) };
}

async function revisionOf(loanId: number): Promise<number> {
  return ((await server.deps.db('loans').where({ id: loanId }).first('revision')) as { revision: number }).revision;
}

async function openLoan() {
  const borrower = await signedInUser(server);
  const officer = await staff('loan_officer', 'Officer');
  const { loanId } = await loanByInvitation(server, officer.token, borrower.token, borrower.user.email);
  return { borrower, officer, loanId };
}

describe('staffing a loan', () => {
  it('lets the loan’s officer put a processor on it, who then works it, and take them off again', async () => {
    const { officer, loanId } = await openLoan();
    const processor = await staff('processor', 'Processor');
    const otherOfficer = await staff('loan_officer', 'Other');
    expect((await server.api('GET', `staff/loans/${loanId}`, undefined, processor.token)).http).toBe(404);

    // Another officer cannot, whatever they send; a stale page is 409; a non-processor is refused with the field.
    const body = { processorId: processor.user.id, revision: await revisionOf(loanId) };
    expect((await server.api('POST', `staff/loans/${loanId}/processor`, body, otherOfficer.token)).http).toBe(404);
    expect((await server.api('POST', `staff/loans/${loanId}/processor`, body, processor.token)).http).toBe(404);
    const wrongPerson = await server.api(
      'POST',
      `staff/loans/${loanId}/processor`,
      { ...body, processorId: otherOfficer.user.id },
      officer.token,
    );
    expect(wrongPerson.http).toBe(400);
    expect(wrongPerson.body.errors).toEqual(['processorId']);

    const assigned = await server.api('POST', `staff/loans/${loanId}/processor`, body, officer.token);
    expect(assigned.http).toBe(200);
    expect((await server.api('POST', `staff/loans/${loanId}/processor`, body, officer.token)).http).toBe(409);

    const pipeline = await server.api<{ id: number }[]>('GET', 'staff/pipeline', undefined, processor.token);
    expect(pipeline.body.data?.map((loan) => loan.id)).toEqual([loanId]);
    expect((await server.api('GET', `staff/loans/${loanId}`, undefined, processor.token)).http).toBe(200);
    const note = { title: 'Appraisal', body: 'Booked for Monday.' };
    expect((await server.api('POST', `staff/loans/${loanId}/notifications`, note, processor.token)).http).toBe(200);
    // A processor works the loan but does not choose its staff: being on the loan, they are told who does.
    const own = { processorId: null, revision: await revisionOf(loanId) };
    const refused = await server.api('POST', `staff/loans/${loanId}/processor`, own, processor.token);
    expect([refused.http, refused.body.statusText]).toEqual([
      403,
      "Only an admin or the loan's officer can set the processor.",
    ]);

    const removed = await server.api('POST', `staff/loans/${loanId}/processor`, own, officer.token);
    expect(removed.http).toBe(200);
    expect((await server.api('GET', `staff/loans/${loanId}`, undefined, processor.token)).http).toBe(404);
    expect((await server.api<unknown[]>('GET', 'staff/pipeline', undefined, processor.token)).body.data).toEqual([]);

    const history = await server.deps.db('loan_assignments').where({ loan_id: loanId }).orderBy('id');
    expect(
      history.map((row: { role: string; source: string; user_id: number | null }) => [
        row.role,
        row.source,
        row.user_id,
      ]),
    ).toEqual([
      ['officer', 'invitation', officer.user.id],
      ['processor', 'officer', processor.user.id],
      ['processor', 'officer', null],
    ]);
  });

  it('lets an admin assign a loan officer with a reason, kept in the loan’s history', async () => {
    const { borrower, officer, loanId } = await openLoan();
    const admin = await staff('admin', 'Admin');
    const newOfficer = await staff('loan_officer', 'Newcomer');
    expect((await server.api('GET', `staff/loans/${loanId}`, undefined, newOfficer.token)).http).toBe(404);
    const body = { officerId: newOfficer.user.id, revision: await revisionOf(loanId) };
    // The officer on the loan cannot hand it on; an admin must say why.
    expect((await server.api('POST', `staff/loans/${loanId}/officer`, body, officer.token)).http).toBe(403);
    const noReason = await server.api('POST', `staff/loans/${loanId}/officer`, body, admin.token);
    expect(noReason.http).toBe(400);
    expect(noReason.body.errors).toEqual(['reason']);
    const reason = 'Oren is on leave until March';
    expect((await server.api('POST', `staff/loans/${loanId}/officer`, { ...body, reason }, admin.token)).http).toBe(
      200,
    );

    expect((await server.api('GET', `staff/loans/${loanId}`, undefined, newOfficer.token)).http).toBe(200);
    expect((await server.api('GET', `staff/loans/${loanId}`, undefined, officer.token)).http).toBe(404);
    const view = await server.api<{ staffing: { history: { reason: string; by: string | null }[] } }>(
      'GET',
      `staff/loans/${loanId}`,
      undefined,
      admin.token,
    );
    expect(view.body.data?.staffing.history[0]).toMatchObject({ reason, by: 'Dana Admin' });
    // The loan page and its documents tell who works the loan (the page offers its work to them only).
    const mayWork = async (token: string) =>
      Promise.all(
        [`staff/loans/${loanId}`, `staff/loans/${loanId}/documents`].map(
          async (path) => (await server.api<{ mayWork: boolean }>('GET', path, undefined, token)).body.data?.mayWork,
        ),
      );
    expect(await mayWork(admin.token)).toEqual([false, false]);
    expect(await mayWork(newOfficer.token)).toEqual([true, true]);
    const alerts = await server.api<{ title: string }[]>('GET', 'dashboard/alerts', undefined, borrower.token);
    expect(alerts.body.data?.map((alert) => alert.title)).toContain('Your loan officer changed');
  });

  it('tells the borrower of a loan with no officer yet who their first loan officer is', async () => {
    const borrower = await signedInUser(server);
    const { id } = await agreeAndStart(server, borrower.token);
    const loanId = ((await server.deps.db('applications').where({ id }).first('loan_id')) as { loan_id: number })
      .loan_id;
    const admin = await staff('admin', 'Admin');
    const officer = await staff('loan_officer', 'Firstofficer');
    const body = { officerId: officer.user.id, revision: await revisionOf(loanId), reason: 'Nearest branch' };
    expect((await server.api('POST', `staff/loans/${loanId}/officer`, body, admin.token)).http).toBe(200);
    const alerts = await server.api<{ title: string; body: string }[]>(
      'GET',
      'dashboard/alerts',
      undefined,
      borrower.token,
    );
    const told = alerts.body.data?.find((alert) => alert.title === 'A loan officer was assigned to your loan');
    expect(told?.body).toMatch(/^\S+ Firstofficer is now your loan officer for loan HO\d+ and will be in touch\.$/);
    expect(alerts.body.data?.map((alert) => alert.title)).not.toContain('Your loan officer changed');
  });
});

// Registering routes reads nothing from the dependencies, so the routes can be listed before the server starts.
const NOT_AT_REGISTRATION = new Proxy({} as AppDeps, {
  get: (_target, property) => {
    throw new Error(`A route read deps.${String(property)} while being registered`);
  },
});

/** Every staff write route about one record named in its path (staff accounts excepted: they are admins' only). */
const RECORD_WRITES = listRoutes(buildApiRouter(NOT_AT_REGISTRATION)).filter(
  (route) =>
    route.method === 'POST' &&
    route.path.startsWith('/api/staff/') &&
    route.path.includes(':id') &&
    !route.path.startsWith('/api/staff/members/'),
);

describe('staff write routes authorise before they read the body', () => {
  it('covers the staff write routes about a record', () => {
    expect(RECORD_WRITES.length).toBeGreaterThanOrEqual(10);
  });

  /** The record a route names, made as its people would: the loan, or its application, document or pre-approval. */
  async function recordOf(route: (typeof RECORD_WRITES)[number]) {
    const { loanId, borrower, officer } = await openLoan();
    const loan = (await server.deps.db('loans').where({ id: loanId }).first('id', 'loan_number')) as {
      id: number;
      loan_number: string;
    };
    let id = loanId;
    if (route.path.includes('/applications/')) {
      id = (await prepareApplicationWorld(server, borrower.token, officer.user.id, 'Named')).id;
    } else if (route.path.includes('/documents/')) {
      const typeId = await documentTypeId(server, 'Pay Stubs');
      const pdf = { data: await samplePdf('stub'), name: 'stub.pdf', type: 'application/pdf' };
      id = (await uploadLoanDocument(server, borrower.token, loan, typeId, PAY_STUB_FIELDS, pdf)).id;
      await submitDocuments(server, borrower.token, loanId, typeId);
    } else if (route.path.includes('/preapprovals/')) {
      const record = FORM_SOURCES.filter((entry) => entry.folder.startsWith('preapproval/')).at(-1);
      const data = (record?.fixtures as { valid: unknown[] }).valid[0];
      const submitted = await server.api<{ id: number }>(
        'POST',
        'pre/setapproval',
        { formVersion: Number(record?.folder.split('/v')[1]), revision: 0, data },
        borrower.token,
      );
      id = submitted.body.data?.id as number;
      expect(id, 'a submitted pre-approval').toBeGreaterThan(0);
    }
    return route.path.replace('/api/', '').replace(':id', String(id)).replace(':stage', '1');
  }

  const bodies = [{}, { revision: 'stale', status: 42, milestone: [], title: '' }, { revision: 1, title: 'Fine' }];

  async function repliesTo(path: string, token: string) {
    const replies = [];
    for (const body of bodies) {
      const reply = await server.api('POST', path, body, token);
      replies.push({ http: reply.http, body: reply.body });
    }
    return replies;
  }

  for (const route of RECORD_WRITES) {
    it(`${route.path}: an unrelated officer gets the same refusal whatever the body holds`, async () => {
      const path = await recordOf(route);
      const stranger = await staff('loan_officer', 'Stranger');
      const replies = await repliesTo(path, stranger.token);
      // 404 where the route admits loan officers, the role gate's 403 where it does not: never an answer to the body.
      const admitted = route.gate?.kind === 'signedIn' && route.gate.roles.includes('loan_officer');
      expect(replies[0]?.http, path).toBe(admitted ? 404 : 403);
      expect(replies[1], path).toEqual(replies[0]);
      expect(replies[2], path).toEqual(replies[0]);
    });
  }

  // Admins choose a loan's staff (its officer, its processor); the rest is its officer's and processor's work.
  const ADMINS_CHOOSE = new Set(['/api/staff/loans/:id/officer', '/api/staff/loans/:id/processor']);
  for (const route of RECORD_WRITES.filter((write) => !ADMINS_CHOOSE.has(write.path))) {
    it(`${route.path}: an admin, who reads the record, is told who works it whatever the body holds`, async () => {
      const path = await recordOf(route);
      const admin = await staff('admin', 'Reader');
      const replies = await repliesTo(path, admin.token);
      expect([replies[0]?.http, replies[0]?.body.statusText], path).toEqual([
        403,
        'Only the loan officer or processor working this can do this.',
      ]);
      expect(replies[1], path).toEqual(replies[0]);
      expect(replies[2], path).toEqual(replies[0]);
    });
  }
});
