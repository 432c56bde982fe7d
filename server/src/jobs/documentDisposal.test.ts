import { describe, expect, it } from 'vitest';
import { FileMissingError, fileStoreFor } from 'server/files/fileStore.ts';
import { createLoan } from 'server/records/loans.ts';
import {
  documentTypeId,
  PAY_STUB_FIELDS,
  sendFile,
  submitDocuments,
  uploadLoanDocument,
} from 'server/testing/documents.ts';
import { createUser, sessionFor } from 'server/testing/factories.ts';
import { samplePdf } from 'server/testing/sampleFiles.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { disposeDocuments, DOCUMENT_RETENTION_MONTHS } from './documentDisposal.ts';

const server = useTestServer();

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/** A borrower's loan with one submitted pay stub; returns the loan and the document's stored file. */
async function loanWithDocument(decidedMonthsAgo: number | null) {
  const borrower = await createUser(server);
  const token = await sessionFor(server, borrower);
  const loan = await server.deps.db.transaction((trx) =>
    createLoan(trx, { borrowerUserId: borrower.id, createdBy: null }),
  );
  const typeId = await documentTypeId(server, 'Pay Stubs');
  const file = { data: await samplePdf('Pay stub'), name: 'stub.pdf', type: 'application/pdf' };
  const document = await uploadLoanDocument(server, token, loan, typeId, PAY_STUB_FIELDS, file);
  await submitDocuments(server, token, loan.id, typeId);
  if (decidedMonthsAgo !== null) {
    await server.deps
      .db('loans')
      .where({ id: loan.id })
      .update({ status: 'denied', decided_at: monthsAgo(decidedMonthsAgo) });
  }
  const row = (await server.deps
    .db('documents as d')
    .join('stored_files as f', 'f.id', 'd.file_id')
    .where('d.id', document.id)
    .first('f.id', 'f.key')) as { id: number; key: string };
  return { loan, token, document, file: row };
}

const storedBytes = (key: string) => fileStoreFor(server.config).get(key);

describe('keeping and disposing of documents', () => {
  it(`keeps documents while the loan is open and ${DOCUMENT_RETENTION_MONTHS} months after its decision, then disposes of them`, async () => {
    const open = await loanWithDocument(null);
    const recent = await loanWithDocument(DOCUMENT_RETENTION_MONTHS - 1);
    const old = await loanWithDocument(DOCUMENT_RETENTION_MONTHS + 1);

    const report = await disposeDocuments(server.deps.db, server.config);
    expect(report.retentionEnded).toBe(1);

    // The open and the recent loan keep everything; the recent one now has its end date.
    await expect(storedBytes(open.file.key)).resolves.toBeDefined();
    await expect(storedBytes(recent.file.key)).resolves.toBeDefined();
    const kept = (await server.deps.db('stored_files').whereIn('id', [open.file.id, recent.file.id]).orderBy('id')) as {
      keep_until: Date | null;
    }[];
    expect(kept[0]?.keep_until).toBeNull();
    expect(kept[1]?.keep_until).not.toBeNull();

    // The old loan's document: bytes gone, the disposal recorded, its contents stripped, its existence kept.
    await expect(storedBytes(old.file.key)).rejects.toBeInstanceOf(FileMissingError);
    const disposal = (await server.deps.db('file_disposals').where({ file_id: old.file.id }).first()) as Record<
      string,
      unknown
    >;
    expect(disposal).toMatchObject({
      reason: 'retention-ended',
      record_type: 'loan',
      record_id: old.loan.id,
      purpose: 'document',
    });
    const document = (await server.deps.db('documents').where({ id: old.document.id }).first()) as Record<
      string,
      unknown
    >;
    expect(document).toMatchObject({ fields: null, docinfo: null, docname: 'Pay Stubs', version: 1 });
    expect(document.disposed_at).not.toBeNull();
    const events = await server.deps.db('document_events').where({ document_id: old.document.id, kind: 'disposed' });
    expect(events).toHaveLength(1);
    const opened = await fetch(`${server.url}/api/doc/getdocurl`, {
      method: 'POST',
      headers: { authorization: `Bearer ${old.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ doc: old.document.blobname }),
    });
    expect(opened.status).toBe(404);

    // A second run finds nothing more to do.
    expect((await disposeDocuments(server.deps.db, server.config)).retentionEnded).toBe(0);
  });

  it('disposes of pre-approval letters 25 months after the pre-approval, and of uploads never registered', async () => {
    const borrower = await createUser(server);
    const token = await sessionFor(server, borrower);
    const loan = await server.deps.db.transaction((trx) =>
      createLoan(trx, { borrowerUserId: borrower.id, createdBy: null }),
    );
    const unregistered = await sendFile(
      server,
      token,
      { data: await samplePdf('x'), name: 'x.pdf', type: 'application/pdf' },
      { loanNumber: loan.loan_number },
    );
    const slot = (await server.deps.db('document_uploads').where({ blob_name: unregistered.blobName }).first()) as {
      id: number;
      file_id: number;
    };
    // Not yet a day old: kept for its registration.
    expect((await disposeDocuments(server.deps.db, server.config)).neverRegistered).toBe(0);
    await server.deps
      .db('document_uploads')
      .where({ id: slot.id })
      .update({ created_at: monthsAgo(1) });
    expect((await disposeDocuments(server.deps.db, server.config)).neverRegistered).toBe(1);
    expect(
      await server.deps.db('file_disposals').where({ file_id: slot.file_id, reason: 'never-registered' }),
    ).toHaveLength(1);

    const letter = (await server.deps
      .db('stored_files')
      .insert({
        key: 'letter/ab/abababababababababababababababab',
        store: 'local',
        purpose: 'letter',
        content_type: 'application/pdf',
        byte_size: 1,
        sha256: 'x',
      })
      .returning('id')) as { id: number }[];
    await server.deps.db('preapprovals').insert({
      ref_number: 'PADISPOSE01',
      user_id: borrower.id,
      form_version: 1,
      data: JSON.stringify({}),
      status_indicator: 1,
      submitted_at: monthsAgo(DOCUMENT_RETENTION_MONTHS + 2),
      letter_file_id: letter[0]?.id,
    });
    await disposeDocuments(server.deps.db, server.config);
    const disposed = (await server.deps.db('file_disposals').where({ file_id: letter[0]?.id }).first()) as Record<
      string,
      unknown
    >;
    expect(disposed).toMatchObject({ reason: 'retention-ended', record_type: 'preapproval', purpose: 'letter' });
  });
});
