import { beforeAll, describe, expect, it } from 'vitest';
import type {
  LoanDocumentReply,
  PreapprovalDocumentReply,
  PreapprovalDocumentTypeReply,
  PreapprovalReferenceReply,
  StaffLoanDocumentsReply,
  StaffPreapprovalDocumentsReply,
} from 'common';
import type { UserRow } from 'server/commands/accounts/users.ts';
import { createLoan, type LoanRow } from 'server/records/loans.ts';
import {
  documentTypeId,
  PAY_STUB_FIELDS,
  sendFile,
  submitDocuments,
  uploadLoanDocument,
  type TestFile,
} from 'server/testing/documents.ts';
import { createUser, sessionFor, testOfficer } from 'server/testing/factories.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { samplePdf, samplePng } from 'server/testing/sampleFiles.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { ALL_FIELDS_MANDATORY } from 'server/commands/documents/documentRegistrar.ts';
import { NOT_PENDING_REVIEW, REASON_REQUIRED } from 'server/commands/documents/documentReviewer.ts';

const server = useTestServer();

/** Bank statement fields that pass forms/doc-bank-statement. */
const BANK_FIELDS = {
  institutionName: 'Suncoast Credit Union',
  accountType: 'Checking',
  accountLast4: '0427',
  statementStart: '09/01/2026',
  statementEnd: '09/30/2026',
  endingBalance: '12840.16',
};

let borrower: UserRow;
let token: string;
let officer: UserRow;
let officerToken: string;
let loan: LoanRow;
let pdf: TestFile;

beforeAll(async () => {
  borrower = await createUser(server, { firstName: 'Bea', lastName: 'Borrower' });
  token = await sessionFor(server, borrower);
  officer = await createUser(server, { role: 'loan_officer', firstName: 'Olivia', lastName: 'Officer' });
  officerToken = await sessionFor(server, officer);
  loan = await server.deps.db.transaction((trx) =>
    createLoan(trx, { borrowerUserId: borrower.id, officer: testOfficer(officer.id), createdBy: officer.id }),
  );
  pdf = { data: await samplePdf('Pay stub of Bea Borrower'), name: 'stub.pdf', type: 'application/pdf' };
});

const staffView = async () =>
  (await server.api<StaffLoanDocumentsReply>('GET', `staff/loans/${loan.id}/documents`, undefined, officerToken)).body
    .data as StaffLoanDocumentsReply;

describe('the loan team asks for documents and reviews them', () => {
  it('requests a document: on the dashboard, in a mail with only a sign-in link, owed until accepted', async () => {
    const payStubs = await documentTypeId(server, 'Pay Stubs');
    const requested = await server.api(
      'POST',
      `staff/loans/${loan.id}/document-requests`,
      { documentTypeId: payStubs, details: 'The two most recent, covering 30 days.' },
      officerToken,
    );
    expect(requested.body).toMatchObject({ status: 100, statusText: 'Document requested.' });
    const dashboard = await server.api<{ title: string; type: string; mapid: number }[]>(
      'GET',
      'loan/requests',
      undefined,
      token,
    );
    expect(dashboard.body.data).toContainEqual(
      expect.objectContaining({ title: 'Pay Stubs', type: 'document', mapid: loan.id }),
    );
    const [mail] = await mailsTo(server, borrower.email);
    expect(mail?.subject).toContain('Your loan team asked for documents');
    expect(mail?.text).toContain(`/?q=${encodeURIComponent(`/docupload/${loan.id}`)}`);
    expect(mail?.text).not.toContain('Pay Stubs');
    expect(mail?.text).not.toContain('30 days');
    const types = await server.api<{ name: string; requested: number }[]>(
      'GET',
      `doc/types/${loan.id}`,
      undefined,
      token,
    );
    expect(types.body.data?.find((type) => type.name === 'Pay Stubs')?.requested).toBe(1);

    const view = await staffView();
    expect(view.requests).toMatchObject([{ title: 'Pay Stubs', state: 'owed', typeId: payStubs }]);
    expect(view.summary).toEqual({ owed: 1, pending: 0, accepted: 0 });
  });

  it('rejects an upload with a reason the borrower sees, and accepts the new version', async () => {
    const payStubs = await documentTypeId(server, 'Pay Stubs');
    const first = await uploadLoanDocument(server, token, loan, payStubs, PAY_STUB_FIELDS, pdf);
    // A draft is not the team's to review.
    expect(
      (await server.api('POST', `staff/documents/${first.id}/review`, { decision: 'accepted' }, officerToken)).body,
    ).toMatchObject({ status: 409, statusText: NOT_PENDING_REVIEW });
    await submitDocuments(server, token, loan.id, payStubs);
    expect((await staffView()).requests[0]?.state).toBe('pending');
    expect((await staffView()).summary).toEqual({ owed: 0, pending: 1, accepted: 0 });

    const review = (id: number, body: Record<string, unknown>) =>
      server.api('POST', `staff/documents/${id}/review`, body, officerToken);
    expect((await review(first.id, { decision: 'rejected' })).body).toMatchObject({
      status: 400,
      statusText: REASON_REQUIRED,
    });
    const reason = 'The pay stub is cut off at the bottom; please upload the whole page.';
    expect((await review(first.id, { decision: 'rejected', reason })).body.status).toBe(100);
    expect((await review(first.id, { decision: 'accepted' })).body.status).toBe(409);

    const mine = (await server.api<LoanDocumentReply[]>('GET', `doc?l=${loan.id}&t=${payStubs}`, undefined, token)).body
      .data;
    expect(mine?.[0]).toMatchObject({ reviewStatus: 'rejected', reviewReason: reason, deletable: false });
    const rejectedMail = (await mailsTo(server, borrower.email)).at(-1);
    expect(rejectedMail?.subject).toContain('A document needs your attention');
    expect(rejectedMail?.text).not.toContain('cut off');
    const notice = (await server.deps
      .db('notifications')
      .where({ user_id: borrower.id })
      .orderBy('id', 'desc')
      .first()) as {
      body: string;
    };
    expect(notice.body).toContain(reason);
    expect((await staffView()).requests[0]).toMatchObject({ state: 'owed', rejectedReason: reason });

    const second = await uploadLoanDocument(server, token, loan, payStubs, PAY_STUB_FIELDS, pdf);
    expect(second.version).toBe(2);
    await submitDocuments(server, token, loan.id, payStubs);
    expect((await review(second.id, { decision: 'accepted' })).body.status).toBe(100);
    const view = await staffView();
    expect(view.requests[0]?.state).toBe('accepted');
    expect(view.summary).toEqual({ owed: 0, pending: 0, accepted: 1 });
    expect(view.documents.map((document) => [document.version, document.reviewStatus])).toEqual([
      [2, 'accepted'],
      [1, 'rejected'],
    ]);
    const events = await server.deps.db('document_events').where({ document_id: first.id }).orderBy('id');
    expect(events.map((event: { kind: string; reason: string | null }) => [event.kind, event.reason])).toEqual([
      ['uploaded', null],
      ['submitted', null],
      ['rejected', reason],
    ]);
    const audit = await server.deps
      .db('audit_log')
      .where({ actor_user_id: officer.id, record_type: 'document' })
      .whereRaw(`details->>'view' = 'staff loan documents'`);
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('gives each document one status, owes a rejected one again, and mails the team when a requested one arrives', async () => {
    const bankStatements = await documentTypeId(server, 'Bank Statements');
    const statement = await uploadLoanDocument(server, token, loan, bankStatements, BANK_FIELDS, pdf);
    const listed = async () =>
      ((await server.api<LoanDocumentReply[]>('GET', `doc?l=${loan.id}&t=${bankStatements}`, undefined, token)).body
        .data ?? [])[0];
    expect((await listed())?.status).toBe('draft');
    await submitDocuments(server, token, loan.id, bankStatements);
    expect((await listed())?.status).toBe('waiting-for-review');
    // Uploaded without a request: no mail to the team.
    const before = (await mailsTo(server, officer.email)).length;
    const reason = 'Two pages are missing.';
    expect(
      (
        await server.api(
          'POST',
          `staff/documents/${statement.id}/review`,
          { decision: 'rejected', reason },
          officerToken,
        )
      ).body.status,
    ).toBe(100);
    expect((await listed())?.status).toBe('needs-new-version');
    // Rejected, it is owed again: under the borrower's Requests and the team's Owed.
    const requests = await server.api<{ title: string; details: string }[]>('GET', 'loan/requests', undefined, token);
    expect(requests.body.data).toContainEqual(expect.objectContaining({ title: 'Bank Statements', details: reason }));
    expect((await staffView()).requests.find((request) => request.title === 'Bank Statements')?.state).toBe('owed');
    // The new version answers that request: the officer is mailed that it arrived (its type, nothing else).
    await uploadLoanDocument(server, token, loan, bankStatements, BANK_FIELDS, pdf);
    await submitDocuments(server, token, loan.id, bankStatements);
    const mails = (await mailsTo(server, officer.email)).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([`Loan ${loan.loan_number}: Bank Statements received`]);
    expect(mails[0]?.text).not.toContain('Bea');
  });

  it('keeps the team out of loans it is not assigned to', async () => {
    const stranger = await createUser(server, { role: 'loan_officer' });
    const strangerToken = await sessionFor(server, stranger);
    const payStubs = await documentTypeId(server, 'Pay Stubs');
    expect((await server.api('GET', `staff/loans/${loan.id}/documents`, undefined, strangerToken)).http).toBe(404);
    expect(
      (
        await server.api(
          'POST',
          `staff/loans/${loan.id}/document-requests`,
          { documentTypeId: payStubs },
          strangerToken,
        )
      ).http,
    ).toBe(404);
  });
});

describe('pre-approval documents', () => {
  let preapprovalId: number;

  beforeAll(async () => {
    const [row] = (await server.deps
      .db('preapprovals')
      .insert({
        ref_number: 'PADOCS00001',
        user_id: borrower.id,
        officer_user_id: officer.id,
        form_version: 1,
        data: JSON.stringify({}),
        status_indicator: 1,
        submitted_at: server.deps.db.fn.now(),
      })
      .returning('id')) as { id: number }[];
    preapprovalId = row?.id ?? 0;
  });

  it('the officer asks for types; the borrower sees them checked, uploads, lists and deletes', async () => {
    const bankStatements = await documentTypeId(server, 'Bank Statements');
    const payStubs = await documentTypeId(server, 'Pay Stubs');
    const asked = await server.api(
      'POST',
      `staff/preapprovals/${preapprovalId}/document-requests`,
      { documentTypeIds: [bankStatements] },
      officerToken,
    );
    expect(asked.body).toMatchObject({ status: 100, data: { requested: 1 } });
    const mail = (await mailsTo(server, borrower.email)).at(-1);
    expect(mail?.text).toContain(encodeURIComponent(`/predocs/${preapprovalId}`));

    // The officer of the pre-approval sees it beside the borrower's loan.
    expect((await staffView()).preapprovals).toEqual([{ id: preapprovalId, refNumber: 'PADOCS00001' }]);
    const stranger = await sessionFor(server, await createUser(server, { role: 'loan_officer' }));
    expect((await server.api('GET', `staff/preapprovals/${preapprovalId}/documents`, undefined, stranger)).http).toBe(
      404,
    );

    const references = await server.api<PreapprovalReferenceReply[]>('GET', 'pre/getdocrequests', undefined, token);
    expect(references.body.data).toEqual([
      { _id: preapprovalId, mapid: preapprovalId, refNumber: 'PADOCS00001', requested: 1 },
    ]);
    const types = await server.api<{ childs: PreapprovalDocumentTypeReply[] }>(
      'GET',
      `pre/assigndoctypes/${preapprovalId}`,
      undefined,
      token,
    );
    expect(types.body.data?.childs.find((type) => type._id === bankStatements)?.checked).toBe(true);
    expect(types.body.data?.childs.find((type) => type._id === payStubs)?.checked).toBe(false);
    expect(types.body.data?.childs.map((type) => type.name)).not.toContain('Disclosures');

    const file: TestFile = { data: samplePng(), name: 'September statement.png', type: 'image/png' };
    const signed = await sendFile(server, token, file, { preapprovalId, typeId: bankStatements });
    expect(signed.blobName).toMatch(
      new RegExp(`^${preapprovalId}/${bankStatements}/bank-statements/[0-9a-f]{32}\\.png$`),
    );
    const add = (body: Record<string, unknown>) =>
      server.api<PreapprovalDocumentReply>('POST', 'pre/adddocument', body, token);
    const complete = {
      mapid: preapprovalId,
      docTypeId: bankStatements,
      doctype: 'Bank Statements',
      docname: 'September statement',
      docinfo: 'Checking account, all pages',
      req: { fileName: signed.target },
    };
    expect((await add({ ...complete, docinfo: '' })).body).toMatchObject({
      status: 400,
      statusText: ALL_FIELDS_MANDATORY,
      errors: ['docinfo'],
    });
    const mailsBefore = (await mailsTo(server, officer.email)).length;
    const added = await add(complete);
    // The officer asked for it: told it arrived, with no content in the mail.
    const told = (await mailsTo(server, officer.email)).slice(mailsBefore);
    expect(told.map((mail) => mail.subject)).toEqual(['Pre-approval PADOCS00001: Bank Statements received']);
    expect(told[0]?.text).not.toContain('September statement');
    expect(added.body.data).toMatchObject({
      docname: 'September statement',
      doctype: 'Bank Statements',
      docinfo: 'Checking account, all pages',
      blobname: signed.blobName,
    });
    const listed = await server.api<{ list: PreapprovalDocumentReply[]; total: number }>(
      'GET',
      `pre/getdocuments/${preapprovalId}/0`,
      undefined,
      token,
    );
    expect(listed.body.data?.total).toBe(1);
    const staff = await server.api<StaffPreapprovalDocumentsReply>(
      'GET',
      `staff/preapprovals/${preapprovalId}/documents`,
      undefined,
      officerToken,
    );
    expect(staff.body.data?.requests).toMatchObject([{ title: 'Bank Statements', state: 'pending' }]);
    expect(staff.body.data?.documents).toMatchObject([{ docname: 'September statement', reviewStatus: 'pending' }]);

    const id = added.body.data?._id ?? 0;
    expect((await server.api('DELETE', `pre/document/${id}`, undefined, officerToken)).http).toBe(403);
    expect((await server.api('DELETE', `pre/document/${id}`, undefined, token)).body.status).toBe(100);
    const after = await server.api<{ list: PreapprovalDocumentReply[] }>(
      'GET',
      `pre/getdocuments/${preapprovalId}/0`,
      undefined,
      token,
    );
    expect(after.body.data?.list).toEqual([]);
  });
});
