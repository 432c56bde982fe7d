import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROFILE_UPLOAD_MESSAGES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  type DocumentAccessReply,
  type DocumentConsentReply,
  type DocumentLoanReply,
  type DocumentTypeReply,
  type LoanDocumentReply,
  type SignedUploadReply,
  type StakeholderReply,
} from 'common';
import type { UserRow } from 'server/commands/accounts/users.ts';
import { FileMissingError, fileStoreFor } from 'server/files/fileStore.ts';
import { createLoan, type LoanRow } from 'server/records/loans.ts';
import {
  documentTypeId,
  PAY_STUB_FIELDS,
  putToSignedUrl,
  sendFile,
  submitDocuments,
  uploadLoanDocument,
  type TestFile,
} from 'server/testing/documents.ts';
import { createUser, sessionFor, testOfficer } from 'server/testing/factories.ts';
import { startS3Server, type TestS3Server } from 'server/testing/s3Server.ts';
import { oversizedStream, sampleExecutable, sampleJpeg, samplePdf, samplePng } from 'server/testing/sampleFiles.ts';
import { startTestServer, type TestServer } from 'server/testing/testServer.ts';
import { CONSENT_ALREADY_GIVEN } from 'server/commands/documents/documentConsenter.ts';
import { DOCUMENT_KEPT } from 'server/commands/documents/documentDeleter.ts';
import { NOTHING_TO_SUBMIT } from 'server/commands/documents/documentSubmitter.ts';
import { UPLOAD_LINK_EXPIRED, UPLOAD_LINK_USED } from 'server/commands/documents/documentUploader.ts';
import { NOTHING_TO_APPROVE } from './documentRoutes.ts';

const PHOTO_ID_FIELDS = {
  idType: 'DriversLicense',
  issuedBy: 'Florida',
  nameOnId: 'Maria Elena Lopez',
  idNumber: 'L123-456-78-901-0',
  expirationDate: '03/14/2031',
};

const DISCLOSURE_FIELDS = { disclosureType: 'LoanEstimate', issuedDate: '11/04/2026' };

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});

describe.each(['local', 's3'] as const)('loan documents on the %s store', (kind) => {
  let server: TestServer;
  let borrower: UserRow;
  let token: string;
  let officer: UserRow;
  let officerToken: string;
  let loan: LoanRow;
  let pdf: TestFile;
  const jpg: TestFile = { data: sampleJpeg(), name: 'License Front.JPG', type: 'image/jpeg' };

  beforeAll(async () => {
    server = await startTestServer(kind === 's3' ? { env: { S3_URL: s3.url } } : {});
    borrower = await createUser(server, { firstName: 'Maria', lastName: 'Lopez' });
    token = await sessionFor(server, borrower);
    officer = await createUser(server, { role: 'loan_officer', firstName: 'Olivia', lastName: 'Officer' });
    officerToken = await sessionFor(server, officer);
    loan = await server.deps.db.transaction((trx) =>
      createLoan(trx, {
        borrowerUserId: borrower.id,
        officer: testOfficer(officer.id),
        createdBy: officer.id,
        loanAmount: 385000,
        propertyAddress: '4417 Bayshore Blvd',
        propertyCity: 'Tampa',
        propertyState: 'FL',
        propertyZip: '33611',
        issuingAuthority: 'Harbor Oak Mortgage',
      }),
    );
    await server.deps.db('loans').where({ id: loan.id }).update({ est_close_date: '2026-12-12' });
    pdf = { data: await samplePdf('Pay stub of Maria Lopez'), name: 'Paystub October.PDF', type: 'application/pdf' };
  });
  afterAll(async () => {
    await server?.close();
  });

  const liveFiles = async () =>
    Number(((await server.deps.db('stored_files').whereNull('deleted_at').count({ n: '*' }))[0] as { n: string }).n);

  const list = async (who: string, typeId: number | string = -100) =>
    server.api<LoanDocumentReply[]>('GET', `doc?l=${loan.id}&t=${typeId}`, undefined, who);

  it('lists the loan with its details card and its stakeholders, and says when no loan is chosen', async () => {
    const loans = await server.api<DocumentLoanReply[]>('GET', 'doc/loans', undefined, token);
    expect(loans.body.data).toEqual([
      {
        id: loan.id,
        loannumber: loan.loan_number,
        borrower: 'Maria Lopez',
        loanamount: '385000.00',
        issuingauth: 'Harbor Oak Mortgage',
        closingdate: '2026-12-12',
        propaddress: '4417 Bayshore Blvd, Tampa, FL 33611',
        lender_id: officer.id,
        borrower_ids: [borrower.id],
      },
    ]);
    const stakes = await server.api<StakeholderReply[]>('GET', `stakes?l=${loan.id}`, undefined, token);
    expect(stakes.body.data).toEqual([
      { id: officer.id, name: 'Olivia Officer', role: 'Loan Officer', email: officer.email, phone: null },
    ]);
    const unstaffed = await server.deps.db.transaction((trx) =>
      createLoan(trx, { borrowerUserId: borrower.id, createdBy: null }),
    );
    expect((await server.api('GET', `stakes?l=${unstaffed.id}`, undefined, token)).body.data).toEqual([]);
    for (const path of ['stakes', 'stakes?l=0', 'doc?t=-100', 'doc?l=abc']) {
      expect((await server.api('GET', path, undefined, token)).body).toMatchObject({
        status: 400,
        statusText: 'Select loan to view the documents',
      });
    }
  });

  it('offers the document types with their fields from their definitions', async () => {
    const types = await server.api<DocumentTypeReply[]>('GET', `doc/types/${loan.id}`, undefined, token);
    const payStubs = types.body.data?.find((type) => type.name === 'Pay Stubs');
    expect(payStubs).toMatchObject({ formId: 'doc-paystub', formVersion: 1, requested: 0 });
    expect(payStubs?.fields.slice(0, 2)).toEqual([
      { id: 1, label: 'Employer name', name: 'employerName', value: '' },
      { id: 2, label: 'Pay period start', name: 'payPeriodStart', value: '' },
    ]);
    expect(types.body.data?.map((type) => type.name)).toContain('Disclosures');
  });

  it('uploads a PDF and a JPG through signed URLs, sealed in the store, each a draft until submitted', async () => {
    const payStubs = await documentTypeId(server, 'Pay Stubs');
    const photoId = await documentTypeId(server, 'Photo ID');
    const first = await uploadLoanDocument(server, token, loan, payStubs, PAY_STUB_FIELDS, pdf);
    expect(first).toMatchObject({
      doctype: 'Pay Stubs',
      docname: 'Pay Stubs',
      version: 1,
      contentType: 'application/pdf',
      size: pdf.data.length,
      submitted: false,
      approvalState: 'Awaiting',
      reviewStatus: 'pending',
      deletable: true,
      first_name: 'Maria',
      last_name: 'Lopez',
      fromLender: false,
    });
    expect(first.blobname).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(first.fields).toContainEqual({ id: 5, label: 'Gross pay this period', name: 'grossPay', value: '3250.75' });
    const id = await uploadLoanDocument(server, token, loan, photoId, PHOTO_ID_FIELDS, jpg);
    expect(id.blobname).toMatch(/^[0-9a-f]{32}\.jpg$/);
    // The ID number is personal: sealed at rest, masked in replies.
    expect(id.fields).toContainEqual({ id: 4, label: 'ID number', name: 'idNumber', value: '••••01-0' });
    expect(id.fields).toContainEqual({ id: 1, label: 'ID type', name: 'idType', value: "Driver's license" });
    const row = (await server.deps.db('documents').where({ id: id.id }).first()) as { fields: { idNumber: string } };
    expect(row.fields.idNumber).toMatch(/^pf1\./);

    // The stored bytes are ciphertext under a random key; the document opens byte for byte.
    const file = (await server.deps
      .db('stored_files')
      .where({ id: await fileIdOf(first.id) })
      .first()) as {
      key: string;
      store: string;
    };
    expect(file).toMatchObject({ store: kind, key: expect.stringMatching(/^document\/[0-9a-f]{2}\/[0-9a-f]{32}$/) });
    const raw = await buffer(await fileStoreFor(server.config).get(file.key));
    expect(raw.includes(pdf.data.subarray(0, 64))).toBe(false);
    const shown = await openDocument(token, first.blobname);
    expect(shown.response.headers.get('content-type')).toBe('application/pdf');
    expect(shown.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown.bytes.equals(pdf.data)).toBe(true);
    expect((await openDocument(token, id.blobname)).bytes.equals(jpg.data)).toBe(true);

    // Drafts are the uploader's: the officer sees neither, and cannot open one; the types count the uploader's.
    const waiting = async (who: string) =>
      ((await server.api<DocumentTypeReply[]>('GET', `doc/types/${loan.id}`, undefined, who)).body.data ?? [])
        .filter((type) => type.waiting > 0)
        .map((type) => [type.name, type.waiting]);
    expect(await waiting(token)).toEqual([
      ['Pay Stubs', 1],
      ['Photo ID', 1],
    ]);
    expect(await waiting(officerToken)).toEqual([]);
    expect((await list(officerToken)).body.data).toEqual([]);
    expect((await openDocument(officerToken, first.blobname)).response.status).toBe(404);
    const mine = await list(token);
    expect(mine.body.data?.map((document) => document.doctype)).toEqual(['Pay Stubs', 'Photo ID']);
  });

  it('keeps every version of a type, submits with approval 1 for a borrower, and shows it to the officer', async () => {
    const payStubs = await documentTypeId(server, 'Pay Stubs');
    const second = await uploadLoanDocument(server, token, loan, payStubs, PAY_STUB_FIELDS, {
      ...pdf,
      name: 'paystub-nov.pdf',
    });
    expect(second.version).toBe(2);
    const versions = (await list(token, payStubs)).body.data ?? [];
    expect(versions.map((document) => [document.version, document.child])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(new Set(versions.map((document) => document.version_identifier)).size).toBe(2);

    // A borrower's approval 0 is ignored: type 3 submits with approval 1.
    await submitDocuments(server, token, loan.id, payStubs, 0);
    const submitted = (await list(token, payStubs)).body.data ?? [];
    expect(submitted.every((document) => document.submitted && document.approvalState === 'Approved')).toBe(true);
    expect(submitted[0]).toMatchObject({ consentBy: 'Maria Lopez', approvalRequested: false });
    const again = await server.api('POST', 'doc/submit', { loanid: loan.id, typeid: payStubs, approval: 1 }, token);
    expect(again.body).toMatchObject({ status: 400, statusText: NOTHING_TO_SUBMIT });

    const seen = (await list(officerToken)).body.data ?? [];
    expect(seen.map((document) => document.version)).toEqual([2, 1]);
    expect(seen.every((document) => !document.deletable)).toBe(true);
    // Every view of a document by staff is in the audit log.
    expect((await openDocument(officerToken, second.blobname)).bytes.equals(pdf.data)).toBe(true);
    const audit = (await server.deps
      .db('audit_log')
      .where({ actor_user_id: officer.id, record_type: 'document' })
      .select('details')) as { details: Record<string, unknown> }[];
    expect(audit.map((entry) => entry.details)).toContainEqual({ view: 'document', documentId: second.id });
    // The borrower sees who at the lender opened their documents (GET docaccess).
    const access = await server.api<DocumentAccessReply[]>('GET', `docaccess?l=${loan.id}&t=-100`, undefined, token);
    expect(access.body.data).toEqual([
      {
        documentId: second.id,
        doctype: 'Pay Stubs',
        version: 2,
        viewer: 'Olivia Officer',
        role: 'Loan Officer',
        at: expect.any(String),
      },
    ]);
    const photoIds = await documentTypeId(server, 'Photo ID');
    expect((await server.api('GET', `docaccess?l=${loan.id}&t=${photoIds}`, undefined, token)).body.data).toEqual([]);
  });

  it('deletes an undecided document with its bytes, and keeps a reviewed one', async () => {
    const photoId = await documentTypeId(server, 'Photo ID');
    const [draft] = (await list(token, photoId)).body.data ?? [];
    if (!draft) throw new Error('no photo ID draft');
    const key = (
      (await server.deps
        .db('stored_files')
        .where({ id: await fileIdOf(draft.id) })
        .first()) as {
        key: string;
      }
    ).key;
    expect((await server.api('DELETE', `doc?d=${draft.id}`, undefined, officerToken)).http).toBe(404);
    const deleted = await server.api('DELETE', `doc?d=${draft.id}`, undefined, token);
    expect(deleted.body).toMatchObject({ status: 100, statusText: 'Document deleted.' });
    expect((await list(token, photoId)).body.data).toEqual([]);
    await server.deps.jobs.drain();
    await expect(fileStoreFor(server.config).get(key)).rejects.toBeInstanceOf(FileMissingError);
    expect((await server.api('DELETE', `doc?d=${draft.id}`, undefined, token)).http).toBe(404);

    const payStubs = await documentTypeId(server, 'Pay Stubs');
    const [latest] = (await list(token, payStubs)).body.data ?? [];
    if (!latest) throw new Error('no pay stub');
    await server.deps.db('documents').where({ id: latest.id }).update({ review_status: 'accepted' });
    expect((await server.api('DELETE', `doc?d=${latest.id}`, undefined, token)).body).toMatchObject({
      status: 409,
      statusText: DOCUMENT_KEPT,
    });
  });

  it('asks the borrower to approve a staff disclosure; Approve and Deny apply once; consent locks once given', async () => {
    const disclosures = await documentTypeId(server, 'Disclosures');
    const estimate = await uploadLoanDocument(server, officerToken, loan, disclosures, DISCLOSURE_FIELDS, {
      ...pdf,
      name: 'Loan Estimate.pdf',
    });
    const intent = await uploadLoanDocument(
      server,
      officerToken,
      loan,
      disclosures,
      { disclosureType: 'IntentToProceed', issuedDate: '11/05/2026' },
      { ...pdf, name: 'Intent.pdf' },
    );
    await submitDocuments(server, officerToken, loan.id, disclosures, 0);
    const awaiting = (await list(token, disclosures)).body.data ?? [];
    expect(
      awaiting.map((document) => [document.approvalState, document.approvalRequested, document.fromLender]),
    ).toEqual([
      ['Awaiting', true, true],
      ['Awaiting', true, true],
    ]);
    const notices = await server.deps
      .db('notifications')
      .where({ user_id: borrower.id, title: 'Documents to approve' });
    expect(notices).toHaveLength(1);

    // Staff cannot answer for the borrower.
    const answer = (consent: string, ...documents: LoanDocumentReply[]) => ({
      lender_id: officer.id,
      borrower_id: borrower.id,
      loan_id: loan.id,
      stage: 1,
      consent_array: documents.map((document) => ({
        document_name: document.docname,
        version_identifier: document.version_identifier,
        consent,
      })),
    });
    expect((await server.api('POST', 'doc/setapproval', answer('accepted', estimate), officerToken)).http).toBe(403);
    const approved = await server.api<string[]>('POST', 'doc/setapproval', answer('accepted', estimate), token);
    expect(approved.body.data).toEqual([estimate.version_identifier]);
    const denied = await server.api<string[]>('POST', 'doc/setapproval', answer('denied', intent, estimate), token);
    expect(denied.body.data).toEqual([intent.version_identifier]);
    expect((await server.api('POST', 'doc/setapproval', answer('denied', estimate), token)).body).toMatchObject({
      status: 400,
      statusText: NOTHING_TO_APPROVE,
    });
    const decided = (await list(token, disclosures)).body.data ?? [];
    expect(decided.find((document) => document.id === estimate.id)).toMatchObject({
      approvalState: 'Approved',
      consentBy: 'Maria Lopez',
    });
    expect(decided.find((document) => document.id === intent.id)?.approvalState).toBe('Denied');
    const events = await server.deps.db('document_events').where({ document_id: estimate.id }).orderBy('id');
    expect(events.map((event: { kind: string }) => event.kind)).toEqual(['uploaded', 'submitted', 'approved']);

    const consent = () =>
      server.api<DocumentConsentReply>('POST', 'doc/getconsent', { loan_id: loan.id, borrower_id: borrower.id }, token);
    expect((await consent()).body.data?.consent).toBeNull();
    const given = await server.api('POST', 'doc/setconsent', { loan_id: loan.id, consent: 'accepted' }, token);
    expect(given.body.status).toBe(100);
    expect((await consent()).body.data).toMatchObject({ consent: 'accepted', lender_id: officer.id });
    expect(
      (await server.api('POST', 'doc/setconsent', { loan_id: loan.id, consent: 'denied' }, token)).body,
    ).toMatchObject({ status: 409, statusText: CONSENT_ALREADY_GIVEN });
  });

  it('refuses a renamed executable, an empty file, a PNG named .pdf and a stream over the limit, keeping nothing', async () => {
    const before = await liveFiles();
    const refused = async (file: TestFile) => {
      const signed = await server.api<SignedUploadReply>(
        'POST',
        'doc/getsignedurls',
        { type: 'DOC', loannumber: loan.loan_number, filename: file.name, ofileName: file.name },
        token,
      );
      const url = signed.body.data?.ISPUrl ?? '';
      return putToSignedUrl(server, url, file);
    };
    // Named as a PDF, something else inside: said so (the name is not what is wrong).
    expect(await refused({ data: sampleExecutable(), name: 'w2.pdf', type: 'application/pdf' })).toMatchObject({
      http: 400,
      body: { statusText: PROFILE_UPLOAD_MESSAGES.content, errors: ['file'] },
    });
    expect(await refused({ data: Buffer.alloc(0), name: 'empty.pdf', type: 'application/pdf' })).toMatchObject({
      http: 400,
      body: { statusText: PROFILE_UPLOAD_MESSAGES.empty },
    });
    expect(await refused({ data: samplePng(), name: 'statement.pdf', type: 'application/pdf' })).toMatchObject({
      http: 400,
      body: { statusText: PROFILE_UPLOAD_MESSAGES.content },
    });

    // The name is checked before any address is given: extension (any case) and the size the page reports.
    const ask = (filename: string, size?: number) =>
      server.api('POST', 'doc/getsignedurls', { type: 'DOC', loannumber: loan.loan_number, filename, size }, token);
    expect((await ask('setup.exe')).body.statusText).toBe(UPLOAD_MESSAGES.format);
    expect((await ask('scan.Jpeg')).body.status).toBe(100);
    expect((await ask('scan.pdf', UPLOAD_MAX_BYTES + 1)).body.statusText).toBe(UPLOAD_MESSAGES.size);

    // A stream one byte over the limit, never held whole: refused as it arrives.
    const signed = await server.api<SignedUploadReply>(
      'POST',
      'doc/getsignedurls',
      { type: 'DOC', loannumber: loan.loan_number, filename: 'big.png' },
      token,
    );
    const boundary = 'documentsboundary7';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = Readable.from(
      (async function* () {
        yield Buffer.from(head);
        for await (const chunk of oversizedStream(UPLOAD_MAX_BYTES + 1)) yield chunk as Buffer;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const response = await fetch(`${server.url}${signed.body.data?.ISPUrl ?? ''}`, {
      method: 'PUT',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(body) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { statusText: string }).statusText).toBe(UPLOAD_MESSAGES.size);
    expect(await liveFiles()).toBe(before);
  });

  it('gives a link back when its upload kept nothing: the right file sent again on it goes through, once', async () => {
    const signed = await server.api<SignedUploadReply>(
      'POST',
      'doc/getsignedurls',
      { type: 'DOC', loannumber: loan.loan_number, filename: 'w2.pdf', ofileName: 'w2.pdf' },
      token,
    );
    const url = signed.body.data?.ISPUrl ?? '';
    const before = await liveFiles();
    // A picture named as a PDF is refused and nothing is kept...
    expect(
      await putToSignedUrl(server, url, { data: samplePng(), name: 'w2.pdf', type: 'application/pdf' }),
    ).toMatchObject({ http: 400, body: { statusText: PROFILE_UPLOAD_MESSAGES.content } });
    expect(await liveFiles()).toBe(before);
    // ...so the same link takes the PDF the person picks instead, and is spent by it.
    const w2: TestFile = { data: await samplePdf('W-2 of Maria Lopez'), name: 'w2.pdf', type: 'application/pdf' };
    expect((await putToSignedUrl(server, url, w2)).http).toBe(201);
    expect(await liveFiles()).toBe(before + 1);
    expect(await putToSignedUrl(server, url, w2)).toMatchObject({ http: 409, body: { statusText: UPLOAD_LINK_USED } });
  });

  it('takes each signed URL once, before it expires, with its signature intact', async () => {
    const file: TestFile = { data: samplePng(), name: 'scan.png', type: 'image/png' };
    const signed = await sendFile(server, token, file, { loanNumber: loan.loan_number });
    expect(signed.AWSUrl).toBe('');
    expect((await putToSignedUrl(server, signed.ISPUrl, file)).body).toMatchObject({
      status: 409,
      statusText: UPLOAD_LINK_USED,
    });
    const fresh = await server.api<SignedUploadReply>(
      'POST',
      'doc/getsignedurls',
      { type: 'DOC', loannumber: loan.loan_number, filename: 'scan.png' },
      token,
    );
    const url = fresh.body.data?.ISPUrl ?? '';
    const tampered = url.replace(/s=([\w-])/, (_m, first: string) => `s=${first === 'A' ? 'B' : 'A'}`);
    expect((await putToSignedUrl(server, tampered, file)).body).toMatchObject({
      status: 403,
      statusText: UPLOAD_LINK_EXPIRED,
    });
    const later = url.replace(/e=(\d+)/, (_m, e: string) => `e=${Number(e) + 60}`);
    expect((await putToSignedUrl(server, later, file)).http).toBe(403);
    const other = url.replace(/upload\/(\d+)/, (_m, id: string) => `upload/${Number(id) + 1000}`);
    expect((await putToSignedUrl(server, other, file)).http).toBe(403);
    // Registering needs the moved file, once.
    const payStubs = await documentTypeId(server, 'Pay Stubs');
    const register = (fileName: string) =>
      server.api(
        'POST',
        'doc',
        { ...PAY_STUB_FIELDS, loanid: loan.id, typeid: payStubs, type: 'DOC', req: { fileName } },
        token,
      );
    expect((await register(signed.target)).body.status).toBe(100);
    expect((await register(signed.target)).body.statusText).toBe('Choose a file to upload.');
    // The type's fields are validated by its definition.
    const next = await sendFile(server, token, file, { loanNumber: loan.loan_number });
    const invalid = await server.api(
      'POST',
      'doc',
      { employerName: 'Acme', loanid: loan.id, typeid: payStubs, req: { fileName: next.target } },
      token,
    );
    expect(invalid.body).toMatchObject({ status: 400, errors: ['payPeriodStart', 'payPeriodEnd', 'grossPay'] });
  });

  async function fileIdOf(documentId: number): Promise<number> {
    return ((await server.deps.db('documents').where({ id: documentId }).first('file_id')) as { file_id: number })
      .file_id;
  }

  async function openDocument(who: string, blobname: string) {
    const response = await fetch(`${server.url}/api/doc/getdocurl`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json' },
      body: JSON.stringify({ doc: blobname, type: 'ISP' }),
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }
});
