import { describe, expect, it } from 'vitest';
import { FORM_SOURCES } from 'forms';
import { signedInUser } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { STALE_SAVE_MESSAGE } from 'server/records/revisions.ts';

const server = useTestServer();

/** The first valid fixture of the newest profile version, without the account's own fields. */
function profileAnswers(): Record<string, unknown> {
  const source = FORM_SOURCES.filter((s) => s.folder.startsWith('profile/')).at(-1);
  const valid = (source?.fixtures as { valid: Record<string, unknown>[] }).valid[0] ?? {};
  const { firstName: _f, lastName: _l, email: _e, cellPhone: _c, ...answers } = valid;
  return answers;
}

async function newBorrower() {
  return signedInUser(server, { status: 3, firstName: 'Maria', lastName: 'Lopez', mobileNumber: '(813) 555-0142' });
}

describe('GET /api/profile', () => {
  it('gives the account card, the field list from the definition and the account values, id 0 before a save', async () => {
    const { user, token } = await newBorrower();
    const reply = await server.api<Record<string, unknown>>('GET', 'profile', undefined, token);
    expect(reply.http).toBe(200);
    const data = reply.body.data as {
      profile: Record<string, unknown>;
      schema: { name: string; type: string; required: boolean; readonly: boolean; icon: string }[];
      values: Record<string, unknown>;
      req: Record<string, unknown>;
    };
    expect(data.profile).toMatchObject({ fullname: 'Maria Lopez', email: user.email, mobile: '(813) 555-0142' });
    expect(new Date(String(data.profile.createdt)).getTime()).toBeGreaterThan(0);
    const byName = Object.fromEntries(data.schema.map((field) => [field.name, field]));
    expect(byName.firstName).toMatchObject({ type: 'plain text', required: true, readonly: true, icon: 'person' });
    expect(byName.cellPhone).toMatchObject({ type: 'PHONE', readonly: true });
    expect(byName.firstTimeBuyer).toMatchObject({ type: 'YESNO', required: true, readonly: false });
    expect(byName.dependents).toMatchObject({ type: 'INT', required: false });
    expect(byName.annualIncome?.type).toBe('FLOAT');
    expect(byName.comments?.type).toBe('comment');
    expect(byName.photoId?.type).toBe('doc');
    expect(data.values).toMatchObject({ id: 0, revision: 0, blobname: '', firstName: 'Maria', email: user.email });
    expect(data.req).toMatchObject({
      folder: 'profile',
      entity: 'PROFILE',
      formId: 'profile',
      documentFields: ['photoId'],
    });
  });
});

describe('POST /api/profile', () => {
  it('refuses missing required fields with the form message and their names, storing nothing', async () => {
    const { user, token } = await newBorrower();
    const reply = await server.api('POST', 'profile', { revision: 0, city: 'Tampa' }, token);
    expect(reply.http).toBe(400);
    expect(reply.body.statusText).toBe('You have some errors. Please fix and proceed.');
    expect(reply.body.errors).toEqual([
      'preferredContact',
      'addressLine',
      'state',
      'postalCode',
      'firstTimeBuyer',
      'creditRating',
    ]);
    expect(await server.deps.db('user_profiles').where({ user_id: user.id })).toHaveLength(0);
    expect((await server.deps.db('users').where({ id: user.id }).first()).status).toBe(3);
  });

  it('saves every required field, moves the account to status 1 and keeps the account’s own details', async () => {
    const { user, token } = await newBorrower();
    const reply = await server.api(
      'POST',
      'profile',
      { ...profileAnswers(), email: 'someone.else@example.com', firstName: 'Mallory', revision: 0 },
      token,
    );
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({ status: 100, statusText: 'Data is saved!', data: { status: 1, revision: 1 } });
    expect((await server.api('GET', 'session', undefined, token)).body.data).toMatchObject({ status: 1 });
    const saved = (await server.api<{ values: Record<string, unknown> }>('GET', 'profile', undefined, token)).body.data
      ?.values;
    expect(saved).toMatchObject({ ...profileAnswers(), email: user.email, firstName: 'Maria', revision: 1 });
    expect(Number(saved?.id)).toBeGreaterThan(0);
  });

  it('refuses a save made on an out-of-date copy with 409 and keeps the newer one', async () => {
    const { token } = await newBorrower();
    expect((await server.api('POST', 'profile', { ...profileAnswers(), revision: 0 }, token)).http).toBe(200);
    const second = await server.api('POST', 'profile', { ...profileAnswers(), city: 'Orlando', revision: 1 }, token);
    expect(second.http).toBe(200);
    const stale = await server.api('POST', 'profile', { ...profileAnswers(), city: 'Miami', revision: 1 }, token);
    expect(stale.http).toBe(409);
    expect(stale.body).toMatchObject({ statusText: STALE_SAVE_MESSAGE, errors: ['revision'] });
    const values = (await server.api<{ values: Record<string, unknown> }>('GET', 'profile', undefined, token)).body.data
      ?.values;
    expect(values).toMatchObject({ city: 'Orlando', revision: 2 });
  });

  it('refuses a state outside the list, a bad revision, and a document name sent in the body', async () => {
    const { user, token } = await newBorrower();
    const badState = await server.api('POST', 'profile', { ...profileAnswers(), state: 'ZZ', revision: 0 }, token);
    expect(badState.body).toMatchObject({ status: 400, errors: ['state'] });
    const badRevision = await server.api('POST', 'profile', { ...profileAnswers(), revision: 'x' }, token);
    expect(badRevision.http).toBe(400);
    const withDocument = await server.api(
      'POST',
      'profile',
      { ...profileAnswers(), photoId: 'someone-elses-file.pdf', revision: 0 },
      token,
    );
    expect(withDocument.http).toBe(200);
    const row = await server.deps.db('user_profiles').where({ user_id: user.id }).first();
    expect(row.data.photoId).toBeUndefined();
  });
});
