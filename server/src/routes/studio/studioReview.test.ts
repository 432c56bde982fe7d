import { describe, expect, it } from 'vitest';
import {
  publishedValidatorPath,
  type FormDefinitionReply,
  type StudioDraftSavedReply,
  type StudioFormDetailReply,
  type StudioHistoryEntry,
  type StudioPublishReply,
  type StudioReviewStepReply,
} from 'common';
import type { DefinitionComparison, FormDefinition, FormFixtures } from 'engine';
import { createUser, sessionFor, signedInUser } from 'server/testing/factories.ts';
import { mailsTo } from 'server/testing/mail.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

const server = useTestServer();

async function staffMember(role: 'compliance' | 'admin' | 'loan_officer', firstName: string) {
  const user = await createUser(server, { role, firstName, lastName: 'Tester' });
  return { ...user, token: await sessionFor(server, user) };
}

async function detail(formId: string, token: string): Promise<StudioFormDetailReply> {
  const reply = await server.api<StudioFormDetailReply>('GET', `staff/forms/${formId}`, undefined, token);
  expect(reply.http).toBe(200);
  return reply.body.data as StudioFormDetailReply;
}

/** The review steps (review, approve, return, publish) of a form's open draft at `version`, as the studio sends them. */
const draftSteps = (formId: string, version: number) => (path: string, token: string, body: Record<string, unknown>) =>
  server.api<StudioReviewStepReply>('POST', `staff/forms/${formId}/draft/${path}`, { version, ...body }, token);

async function servedVersion(formId: string): Promise<FormDefinitionReply> {
  const reply = await server.api<FormDefinitionReply>('GET', `forms/${formId}`);
  expect(reply.http).toBe(200);
  return reply.body.data as FormDefinitionReply;
}

describe('reviewing and publishing a draft (the compliance studio)', () => {
  it('goes from an edit to review by another member, approval, and publication served without a rebuild', async () => {
    const author = await staffMember('compliance', 'Avery');
    const reviewer = await staffMember('compliance', 'Blake');
    const officer = await staffMember('loan_officer', 'Olive');
    const borrower = await signedInUser(server);
    const before = await servedVersion('quote');

    const opened = await server.api<StudioDraftSavedReply>('POST', 'staff/forms/quote/draft', {}, author.token);
    expect(opened.http).toBe(200);
    const { version } = opened.body.data as StudioDraftSavedReply;
    const draft = (await detail('quote', author.token)).draft;
    expect(draft?.review).toMatchObject({ state: 'editing', youWorkedOnIt: true });
    // The examples came with the copy.
    expect(draft?.fixtures?.valid.length).toBeGreaterThan(0);

    const edited = structuredClone(draft?.definition) as FormDefinition;
    edited.schema.required = [...(edited.schema.required ?? []), 'quoteLName'];
    edited.messages = {
      ...edited.messages,
      quoteLName: { ...edited.messages?.quoteLName, required: 'Please give your last name' },
    };
    const saved = await server.api<StudioDraftSavedReply>(
      'PUT',
      'staff/forms/quote/draft',
      { version, revision: 1, definition: edited },
      author.token,
    );
    expect(saved.http).toBe(200);

    const step = draftSteps('quote', version);

    // A review needs a reason.
    // Its examples no longer fit (a valid one lacks the last name): the checks keep it from review until updated.
    const unfit = await step('review', author.token, { revision: 2, words: 'Underwriting needs the last name.' });
    expect(unfit.http).toBe(400);
    expect(unfit.body.fieldErrors?.length).toBeGreaterThan(0);
    const fixtures = structuredClone(draft?.fixtures) as FormFixtures;
    fixtures.valid = fixtures.valid.map((example) => ({ ...example, quoteLName: 'Lopez' }));
    fixtures.invalid = fixtures.invalid.map((example) => ({
      ...example,
      errors: { ...example.errors, quoteLName: 'Please give your last name' },
    }));
    const updated = await server.api(
      'PUT',
      'staff/forms/quote/draft',
      { version, revision: 2, definition: edited, fixtures },
      author.token,
    );
    expect(updated.http).toBe(200);
    const silent = await step('review', author.token, { revision: 3, words: '  ' });
    expect(silent.http).toBe(400);
    expect(silent.body.fieldErrors?.[0]?.path).toBe('words');
    const asked = await step('review', author.token, { revision: 3, words: 'Underwriting needs the last name.' });
    expect(asked.http).toBe(200);
    expect(asked.body.data).toEqual({ version, revision: 4, state: 'in_review' });
    // The other compliance member is asked; the author is not.
    const askMail = (await mailsTo(server, reviewer.email)).at(-1);
    expect(askMail?.subject).toContain(`version ${version}`);
    expect(askMail?.text).toContain('Underwriting needs the last name.');
    expect(askMail?.text).toContain('/staff/forms/quote');
    expect(await mailsTo(server, author.email)).toHaveLength(0);

    // In review the draft takes no edits, and nobody who worked on it approves it.
    const blocked = await server.api(
      'PUT',
      'staff/forms/quote/draft',
      { version, revision: 4, definition: edited },
      author.token,
    );
    expect(blocked.http).toBe(409);
    expect(blocked.body.statusText).toContain('waiting for review');
    const own = await step('approve', author.token, { revision: 4, words: '' });
    expect(own.http).toBe(403);
    expect(own.body.statusText).toContain('another compliance member approves it');
    expect((await step('approve', officer.token, { revision: 4, words: '' })).http).toBe(403);
    expect((await step('approve', borrower.token, { revision: 4, words: '' })).http).toBe(404);
    expect((await detail('quote', reviewer.token)).draft?.review).toMatchObject({
      state: 'in_review',
      reason: 'Underwriting needs the last name.',
      requestedBy: 'Avery Tester',
      youWorkedOnIt: false,
    });
    // An approval names the revision read.
    expect((await step('approve', reviewer.token, { revision: 3, words: '' })).http).toBe(409);
    const approved = await step('approve', reviewer.token, { revision: 4, words: 'Reads well.' });
    expect(approved.http).toBe(200);
    expect(approved.body.data?.state).toBe('approved');
    expect((await mailsTo(server, author.email)).at(-1)?.subject).toContain('Draft approved');

    // Publication: only compliance and admins; the served version changes at once, with no rebuild.
    const publish = (token: string, body: Record<string, unknown>) =>
      server.api<StudioPublishReply>('POST', 'staff/forms/quote/draft/publish', { version, ...body }, token);
    expect((await publish(officer.token, { revision: 5 })).http).toBe(403);
    const published = await publish(author.token, { revision: 5 });
    expect(published.http).toBe(200);
    expect(published.body.data).toMatchObject({ version, scheduled: false });
    const served = await servedVersion('quote');
    expect(served.version).toBe(version);
    expect(served.schema.required).toContain('quoteLName');
    expect(before.version).toBe(version - 1);
    // The new version's validators are served for the browser, which the definition names (no build carries them).
    expect(served.validatorModule).toBe(publishedValidatorPath('quote', version));
    const validators = await fetch(`${server.url}${served.validatorModule}`);
    expect(validators.status).toBe(200);
    expect((await mailsTo(server, reviewer.email)).at(-1)?.subject).toContain('Published');

    // The history tells who did what, why, and what changed.
    const history = await server.api<StudioHistoryEntry[]>(
      'GET',
      'staff/forms/quote/history',
      undefined,
      officer.token,
    );
    expect(history.http).toBe(200);
    const entries = history.body.data ?? [];
    expect(entries.map((entry) => entry.action)).toEqual([
      'published',
      'approved',
      'asked for review',
      'saved the draft',
      'opened a draft',
    ]);
    expect(entries[0]?.changes.join('\n')).toMatch(/Last name/);
    expect(entries[1]).toMatchObject({ by: 'Blake Tester', words: 'Reads well.' });
    expect(entries[2]).toMatchObject({ by: 'Avery Tester', words: 'Underwriting needs the last name.', version });
  });

  it('returns a draft with a note, compares any two versions, schedules, retires and rolls back', async () => {
    const author = await staffMember('compliance', 'Casey');
    const admin = await staffMember('admin', 'Devon');
    const opened = await server.api<StudioDraftSavedReply>('POST', 'staff/forms/support/draft', {}, author.token);
    const { version } = opened.body.data as StudioDraftSavedReply;
    const first = (await detail('support', author.token)).draft?.definition as FormDefinition;
    const renamed = { ...first, title: `${first.title} (new)` };
    await server.api('PUT', 'staff/forms/support/draft', { version, revision: 1, definition: renamed }, author.token);
    // A pattern that can take exponential time is refused at save, with the reason, and nothing is stored.
    const risky = structuredClone(renamed);
    const [firstField] = Object.keys(risky.schema.properties ?? {});
    const schemaOf = (risky.schema.properties ?? {})[firstField ?? ''] as { pattern?: string; type?: string };
    schemaOf.pattern = '(a+)+$';
    const refused = await server.api(
      'PUT',
      'staff/forms/support/draft',
      { version, revision: 2, definition: risky },
      author.token,
    );
    expect(refused.http).toBe(400);
    expect(refused.body.fieldErrors?.[0]?.path).toBe(`schema.properties.${firstField}.pattern`);
    expect(refused.body.fieldErrors?.[0]?.message).toMatch(/catastrophic backtracking/);
    expect((await detail('support', author.token)).draft?.revision).toBe(2);
    const step = draftSteps('support', version);
    expect((await step('review', author.token, { revision: 2, words: 'A clearer title.' })).http).toBe(200);

    // A reviewer returns it only with a note; the author edits again.
    const bare = await step('return', admin.token, { revision: 3, words: '' });
    expect(bare.http).toBe(400);
    const returned = await step('return', admin.token, { revision: 3, words: 'Say "question" in the title.' });
    expect(returned.body.data).toEqual({ version, revision: 4, state: 'editing' });
    expect((await mailsTo(server, author.email)).at(-1)?.text).toContain('Say "question" in the title.');
    const again = { ...first, title: 'Ask a question' };
    expect(
      (await server.api('PUT', 'staff/forms/support/draft', { version, revision: 4, definition: again }, author.token))
        .http,
    ).toBe(200);

    // Compare the published version with the draft: the change list in words and the JSON difference.
    const compared = await server.api<{ from: string; to: string; comparison: DefinitionComparison }>(
      'GET',
      `staff/forms/support/compare?from=${version - 1}&to=draft`,
      undefined,
      admin.token,
    );
    expect(compared.http).toBe(200);
    expect(compared.body.data?.to).toBe(`Draft (version ${version})`);
    expect(compared.body.data?.comparison.changes.map((change) => change.words).join('\n')).toContain('Ask a question');
    expect(compared.body.data?.comparison.diff.length).toBeGreaterThan(0);
    expect(
      (await server.api('GET', 'staff/forms/support/compare?from=999&to=draft', undefined, admin.token)).http,
    ).toBe(404);

    // Scheduled for tomorrow: stored, not served until then.
    expect((await step('review', author.token, { revision: 5, words: 'Returned note done.' })).http).toBe(200);
    expect((await step('approve', admin.token, { revision: 6, words: '' })).http).toBe(200);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await server.api<StudioPublishReply>(
      'POST',
      'staff/forms/support/draft/publish',
      { version, revision: 7, at: tomorrow },
      admin.token,
    );
    expect(scheduled.http).toBe(200);
    expect(scheduled.body.data).toMatchObject({ version, scheduled: true });
    expect((await servedVersion('support')).version).toBe(version - 1);
    expect((await server.api('GET', `forms/support/${version}`)).http).toBe(404);
    const listed = await detail('support', admin.token);
    expect(listed.form.versions[0]).toMatchObject({ version, status: 'scheduled' });
    expect(listed.form.published).toBe(version - 1);
    // Its time comes.
    await server.deps
      .db('form_definitions')
      .where({ form_id: 'support', version })
      .update({
        published_at: new Date(Date.now() - 1000),
      });
    expect((await servedVersion('support')).title).toBe('Ask a question');

    // Retiring: never the only version served; a retired version still reads its records.
    const retire = (v: number) => server.api('POST', `staff/forms/support/versions/${v}/retire`, {}, author.token);
    const retired = await retire(version - 1);
    expect(retired.http).toBe(200);
    const only = await retire(version);
    expect(only.http).toBe(409);
    expect(only.body.statusText).toContain('only published version');
    expect((await server.api('GET', `forms/support/${version - 1}`)).http).toBe(200);

    // Rolling back: a draft copying the earlier version under the next number.
    const rolled = await server.api<StudioDraftSavedReply>(
      'POST',
      `staff/forms/support/versions/${version - 1}/rollback`,
      {},
      author.token,
    );
    expect(rolled.http).toBe(200);
    expect(rolled.body.data).toEqual({ version: version + 1, revision: 1 });
    const copy = (await detail('support', author.token)).draft?.definition as FormDefinition;
    expect({ ...copy, version: first.version }).toEqual(first);
  });
  it('opens a new draft without the moves of answers the version it copies declared', async () => {
    const author = await staffMember('compliance', 'Casey');
    const reviewer = await staffMember('admin', 'Drew');
    const opened = await server.api<StudioDraftSavedReply>('POST', 'staff/forms/callback/draft', {}, author.token);
    const { version } = opened.body.data as StudioDraftSavedReply;
    const definition = structuredClone((await detail('callback', author.token)).draft?.definition) as FormDefinition;
    definition.migration = { defaults: { callName: 'Unknown' } };
    const saved = await server.api(
      'PUT',
      'staff/forms/callback/draft',
      { version, revision: 1, definition },
      author.token,
    );
    expect(saved.http).toBe(200);
    const step = draftSteps('callback', version);
    expect((await step('review', author.token, { revision: 2, words: 'Names.' })).http).toBe(200);
    expect((await step('approve', reviewer.token, { revision: 3, words: 'Names.' })).http).toBe(200);
    expect((await step('publish', reviewer.token, { revision: 4, words: 'Names.' })).http).toBe(200);
    const published = (await detail('callback', author.token)).published;
    expect(published?.version).toBe(version);
    expect((published?.definition as FormDefinition).migration).toEqual({ defaults: { callName: 'Unknown' } });

    expect((await server.api('POST', 'staff/forms/callback/draft', {}, author.token)).http).toBe(200);
    const next = (await detail('callback', author.token)).draft?.definition as FormDefinition;
    expect(next.version).toBe(version + 1);
    expect(next.migration).toBeUndefined();
  });
});
