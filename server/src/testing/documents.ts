import type { LoanDocumentReply, SignedUploadReply } from 'common';
import type { Envelope } from 'server/http/envelope.ts';
import { samplePdf } from './sampleFiles.ts';
import type { TestServer } from './testServer.ts';

/**
 * The document upload sequence as the browser runs it (part 2 §7.2): signed URL, the file to it, movedoc, then the
 * registration (POST doc or pre/adddocument), for API tests and the authorization matrix.
 */

/** A file to upload: its bytes, the name the person's file has, and the type the browser sends. */
export interface TestFile {
  data: Buffer;
  name: string;
  type: string;
}

/** Sends a file to a signed upload address as multipart (part `file`); returns the HTTP status and envelope. */
export async function putToSignedUrl(
  server: TestServer,
  url: string,
  file: TestFile,
): Promise<{ http: number; body: Envelope<unknown> }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await fetch(`${server.url}${url}`, { method: 'PUT', body: form });
  return { http: response.status, body: (await response.json()) as Envelope<unknown> };
}

/** Asks for a signed address (type DOC for a loan, PRE for a pre-approval), sends the file and moves it. */
export async function sendFile(
  server: TestServer,
  token: string,
  file: TestFile,
  destination: { loanNumber: string } | { preapprovalId: number; typeId: number },
): Promise<SignedUploadReply> {
  const signed = await server.api<SignedUploadReply>(
    'POST',
    'doc/getsignedurls',
    'loanNumber' in destination
      ? {
          type: 'DOC',
          loannumber: destination.loanNumber,
          filename: file.name,
          ofileName: file.name,
          size: file.data.length,
        }
      : {
          type: 'PRE',
          folder: destination.preapprovalId,
          docTypeId: destination.typeId,
          filename: file.name,
          ofileName: file.name,
        },
    token,
  );
  if (signed.body.status !== 100 || !signed.body.data) throw new Error(`getsignedurls: ${signed.body.statusText}`);
  const sent = await putToSignedUrl(server, signed.body.data.ISPUrl, file);
  if (sent.http !== 201) throw new Error(`upload: ${sent.body.statusText}`);
  const moved = await server.api(
    'POST',
    'doc/movedoc',
    { source: signed.body.data.blobName, target: signed.body.data.target },
    token,
  );
  if (moved.body.status !== 100) throw new Error(`movedoc: ${moved.body.statusText}`);
  return signed.body.data;
}

/** A loan document uploaded and registered (not yet submitted) with the type's fields. */
export async function uploadLoanDocument(
  server: TestServer,
  token: string,
  loan: { id: number; loan_number: string },
  typeId: number,
  fields: Record<string, unknown>,
  file: TestFile,
): Promise<LoanDocumentReply> {
  const signed = await sendFile(server, token, file, { loanNumber: loan.loan_number });
  const registered = await server.api<LoanDocumentReply>(
    'POST',
    'doc',
    {
      ...fields,
      loanid: loan.id,
      typeid: typeId,
      type: 'DOC',
      ofileName: file.name,
      loannumber: loan.loan_number,
      req: { loan_id: loan.id, fileName: signed.target },
    },
    token,
  );
  if (registered.body.status !== 100 || !registered.body.data) {
    throw new Error(`POST doc: ${registered.body.statusText} ${JSON.stringify(registered.body.fieldErrors ?? [])}`);
  }
  return registered.body.data;
}

/** Submits the caller's drafts of a type (approval 0 asks the borrower to approve a staff upload). */
export async function submitDocuments(
  server: TestServer,
  token: string,
  loanId: number,
  typeId: number,
  approval: 0 | 1 = 1,
): Promise<void> {
  const reply = await server.api('POST', 'doc/submit', { loanid: loanId, typeid: typeId, approval }, token);
  if (reply.body.status !== 100) throw new Error(`doc/submit: ${reply.body.statusText}`);
}

/** The id of a document type by its name (the migration's types). */
export async function documentTypeId(server: TestServer, name: string): Promise<number> {
  const row = (await server.deps.db('document_types').where({ name }).first('id')) as { id: number } | undefined;
  if (!row) throw new Error(`No document type ${name}`);
  return row.id;
}

/** Pay stub fields that pass forms/doc-paystub. */
export const PAY_STUB_FIELDS = {
  employerName: 'Tampa Bay Medical Group',
  payPeriodStart: '10/01/2026',
  payPeriodEnd: '10/15/2026',
  grossPay: '3250.75',
};

/** The owner's documents the authorization matrix asks about, made as the owner and the loan's officer would. */
export interface DocumentWorld {
  payStubsTypeId: number;
  disclosuresTypeId: number;
  /** A signed-URL target each of them may register (the file sent and moved). */
  ownerTarget: string;
  officerTarget: string;
  /** The owner's upload that is sent but not yet moved (doc/movedoc). */
  ownerUnmoved: { source: string; target: string };
  /** The owner's draft to delete. */
  ownerDraftId: number;
  /** The owner's submitted upload, pending review, whose fields name the owner. */
  ownerSubmitted: LoanDocumentReply;
  /** The officer's disclosure awaiting the owner's approval. */
  awaitingApproval: LoanDocumentReply;
  /** A pre-approval upload of the owner's (sent and moved) and a pre-approval document to delete. */
  preTarget: string;
  preDocumentId: number;
}

/** Makes the documents the matrix needs on the owner's loan and pre-approval; `marker` names the owner. */
export async function prepareDocumentWorld(
  server: TestServer,
  tokens: { owner: string; officer: string },
  loan: { id: number; loan_number: string },
  preapprovalId: number,
  marker: string,
): Promise<DocumentWorld> {
  const payStubsTypeId = await documentTypeId(server, 'Pay Stubs');
  const disclosuresTypeId = await documentTypeId(server, 'Disclosures');
  const pdf: TestFile = { data: await samplePdf(`Pay stub of ${marker}`), name: 'stub.pdf', type: 'application/pdf' };
  const destination = { loanNumber: loan.loan_number };
  const ownerTarget = (await sendFile(server, tokens.owner, pdf, destination)).target;
  const officerTarget = (await sendFile(server, tokens.officer, pdf, destination)).target;
  const fields = { ...PAY_STUB_FIELDS, employerName: `${marker} Holdings` };
  const submitted = await uploadLoanDocument(server, tokens.owner, loan, payStubsTypeId, fields, pdf);
  await submitDocuments(server, tokens.owner, loan.id, payStubsTypeId);
  const draft = await uploadLoanDocument(server, tokens.owner, loan, payStubsTypeId, fields, pdf);
  const disclosure = await uploadLoanDocument(
    server,
    tokens.officer,
    loan,
    disclosuresTypeId,
    { disclosureType: 'LoanEstimate', issuedDate: '11/04/2026' },
    pdf,
  );
  await submitDocuments(server, tokens.officer, loan.id, disclosuresTypeId, 0);
  const signed = await server.api<SignedUploadReply>(
    'POST',
    'doc/getsignedurls',
    { type: 'DOC', loannumber: loan.loan_number, filename: 'later.pdf' },
    tokens.owner,
  );
  if (!signed.body.data) throw new Error('getsignedurls refused the owner');
  await putToSignedUrl(server, signed.body.data.ISPUrl, pdf);
  const pre = { preapprovalId, typeId: payStubsTypeId };
  const preTarget = (await sendFile(server, tokens.owner, pdf, pre)).target;
  const added = await server.api<{ _id: number }>(
    'POST',
    'pre/adddocument',
    {
      mapid: preapprovalId,
      docTypeId: payStubsTypeId,
      doctype: 'Pay Stubs',
      docname: `${marker} pay stub`,
      docinfo: 'October',
      req: { fileName: (await sendFile(server, tokens.owner, pdf, pre)).target },
    },
    tokens.owner,
  );
  if (!added.body.data) throw new Error(`pre/adddocument: ${added.body.statusText}`);
  return {
    payStubsTypeId,
    disclosuresTypeId,
    ownerTarget,
    officerTarget,
    ownerUnmoved: { source: signed.body.data.blobName, target: signed.body.data.target },
    ownerDraftId: draft.id,
    ownerSubmitted: submitted,
    awaitingApproval: disclosure,
    preTarget,
    preDocumentId: added.body.data._id,
  };
}
