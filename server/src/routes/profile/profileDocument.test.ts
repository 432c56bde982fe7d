import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from 'common';
import { FILE_MESSAGES } from 'server/files/storedFiles.ts';
import { createLoan } from 'server/records/loans.ts';
import { createUser, sessionFor, signedInUser, testOfficer } from 'server/testing/factories.ts';
import { oversizedStream, sampleExecutable, samplePdf, samplePng } from 'server/testing/sampleFiles.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { DOCUMENT_DELETED, SAVE_PROFILE_FIRST, UPLOAD_SUCCESSFUL } from './profileDocumentRoutes.ts';

const server = useTestServer();

const ANSWERS = {
  preferredContact: 'Email',
  addressLine: '12 Magnolia St',
  city: 'Jackson',
  state: 'MS',
  postalCode: '39201',
  firstTimeBuyer: true,
  creditRating: 'Good',
};

/** A borrower who has saved their profile. */
async function borrowerWithProfile() {
  const signed = await signedInUser(server, { status: 3 });
  const saved = await server.api('POST', 'profile', { ...ANSWERS, revision: 0 }, signed.token);
  expect(saved.http).toBe(200);
  return signed;
}

async function upload(token: string, data: Buffer | undefined, name = 'id.png', type = 'image/png') {
  const form = new FormData();
  form.append('note', 'scan');
  if (data) form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(`${server.url}/api/profile/document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { http: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function view(token: string, path = 'profile/document') {
  const response = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const storedRows = async () =>
  Number(((await server.deps.db('stored_files').whereNull('deleted_at').count({ n: '*' }))[0] as { n: string }).n);

describe('the profile document', () => {
  it('uploads a PNG, shows it inline to its owner, and replaces it with a PDF (the PNG is purged)', async () => {
    const { token } = await borrowerWithProfile();
    const png = samplePng();
    const first = await upload(token, png);
    expect(first.http).toBe(200);
    expect(first.body).toMatchObject({ status: 100, statusText: UPLOAD_SUCCESSFUL });
    const blobname = (first.body.data as { blobname: string }).blobname;
    expect(blobname).toMatch(/^[0-9a-f]{32}\.png$/);

    const shown = await view(token);
    expect(shown.response.status).toBe(200);
    expect(shown.response.headers.get('content-type')).toBe('image/png');
    expect(shown.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown.response.headers.get('content-disposition')).toBe(`inline; filename="${blobname}"`);
    expect(shown.response.headers.get('cache-control')).toContain('no-store');
    expect(shown.bytes.equals(png)).toBe(true);

    const profile = await server.api<{ values: Record<string, unknown> }>('GET', 'profile', undefined, token);
    expect(profile.body.data?.values).toMatchObject({ blobname, photoId: blobname });

    const pdf = await samplePdf();
    const second = await upload(token, pdf, 'scan.pdf', 'application/pdf');
    expect(second.http).toBe(200);
    const again = await view(token);
    expect(again.response.headers.get('content-type')).toBe('application/pdf');
    expect(again.bytes.equals(pdf)).toBe(true);
    await server.deps.jobs.drain();
    const purged = await server.deps.db('stored_files').whereNotNull('disposed_at').count({ n: '*' });
    expect(Number((purged[0] as { n: string }).n)).toBeGreaterThanOrEqual(1);

    // Saving the form again keeps the document (it is never taken from the body).
    const resaved = await server.api('POST', 'profile', { ...ANSWERS, photoId: 'other.png', revision: 1 }, token);
    expect(resaved.http).toBe(200);
    expect((await view(token)).bytes.equals(pdf)).toBe(true);
  });

  it('deletes the document: the reference is cleared at once and the bytes are removed by the job', async () => {
    const { token } = await borrowerWithProfile();
    expect((await upload(token, samplePng())).http).toBe(200);
    const deleted = await server.api('POST', 'profile/delete', {}, token);
    expect(deleted.body).toMatchObject({ status: 100, statusText: DOCUMENT_DELETED });
    expect((await view(token)).response.status).toBe(404);
    const profile = await server.api<{ values: Record<string, unknown> }>('GET', 'profile', undefined, token);
    expect(profile.body.data?.values.blobname).toBe('');
    await server.deps.jobs.drain();
    const waiting = await server.deps.db('stored_files').whereNotNull('deleted_at').whereNull('disposed_at');
    expect(waiting).toEqual([]);
    expect((await server.api('POST', 'profile/delete', {}, token)).http).toBe(404);
  });

  it('refuses a renamed executable, an empty file, no file and a too-large stream, storing nothing', async () => {
    const { token } = await borrowerWithProfile();
    const before = await storedRows();
    const exe = await upload(token, sampleExecutable(), 'passport.pdf', 'application/pdf');
    expect(exe).toMatchObject({ http: 400, body: { statusText: FILE_MESSAGES.content, errors: ['file'] } });
    const empty = await upload(token, Buffer.alloc(0), 'empty.png');
    expect(empty).toMatchObject({ http: 400, body: { statusText: FILE_MESSAGES.empty } });
    const none = await upload(token, undefined);
    expect(none).toMatchObject({ http: 400, body: { statusText: FILE_MESSAGES.missing, errors: ['file'] } });
    const json = await server.api('POST', 'profile/document', { file: 'x' }, token);
    expect(json).toMatchObject({ http: 400, body: { statusText: FILE_MESSAGES.missing } });

    // A streamed body with no declared length, one byte over the limit: refused as it streams.
    const boundary = 'lenderboundary42';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = Readable.from(
      (async function* () {
        yield Buffer.from(head);
        for await (const chunk of oversizedStream(UPLOAD_MAX_BYTES + 1)) yield chunk as Buffer;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const response = await fetch(`${server.url}/api/profile/document`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(body) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { statusText: string }).statusText).toBe(FILE_MESSAGES.size);

    // A declared length over the limit is refused before the body is read.
    const declared = await fetch(`${server.url}/api/profile/document`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(UPLOAD_MAX_BYTES * 2),
      },
      body: 'x',
    }).catch((error: Error) => error);
    if (declared instanceof Response) expect(declared.status).toBe(400);

    expect(await storedRows()).toBe(before);
    expect((await view(token)).response.status).toBe(404);
  });

  it('asks for the profile to be saved before a document is uploaded', async () => {
    const { token } = await signedInUser(server, { status: 3 });
    const refused = await upload(token, samplePng());
    expect(refused).toMatchObject({ http: 400, body: { statusText: SAVE_PROFILE_FIRST } });
  });

  it('shows the document to staff on one of the borrower loans, and to nobody else', async () => {
    const { user, token } = await borrowerWithProfile();
    const png = samplePng(10, 10);
    expect((await upload(token, png)).http).toBe(200);
    const officer = await createUser(server, { role: 'loan_officer' });
    const stranger = await createUser(server, { role: 'loan_officer' });
    const other = await signedInUser(server);
    const path = `staff/borrowers/${user.id}/profile-document`;
    expect((await view(await sessionFor(server, officer), path)).response.status).toBe(404);
    await server.deps.db.transaction((trx) =>
      createLoan(trx, {
        borrowerUserId: user.id,
        officer: testOfficer(officer.id),
        createdBy: officer.id,
        propertyAddress: null,
      }),
    );
    const shown = await view(await sessionFor(server, officer), path);
    expect(shown.response.status).toBe(200);
    expect(shown.bytes.equals(png)).toBe(true);
    expect((await view(await sessionFor(server, stranger), path)).response.status).toBe(404);
    expect((await view(other.token, path)).response.status).toBe(403);
    const audit = await server.deps
      .db('audit_log')
      .where({ actor_user_id: officer.id, record_type: 'profile document' });
    expect(audit.length).toBe(1);
  });
});
