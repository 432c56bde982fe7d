import { describe, expect, it } from 'vitest';
import type { StudioDraftSavedReply, StudioFormDetailReply, StudioFormReply } from 'common';
import { FORM_SOURCES } from 'forms';
import { createDraft, publishDraft } from 'server/forms/formDefinitionStore.ts';
import { agreeAndStart, prepareSubmittedApplication, saveStage, stageOneNamed } from 'server/testing/applications.ts';
import { createUser, sessionFor, signedInUser } from 'server/testing/factories.ts';
import { validFixture } from 'server/testing/publicForms.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

const server = useTestServer();

async function forms(token: string): Promise<StudioFormReply[]> {
  const reply = await server.api<StudioFormReply[]>('GET', 'staff/forms', undefined, token);
  expect(reply.http).toBe(200);
  return reply.body.data ?? [];
}

const formOf = (list: StudioFormReply[], formId: string) => {
  const form = list.find((candidate) => candidate.formId === formId);
  if (!form) throw new Error(`${formId} is not listed`);
  return form;
};

const countsOf = (list: StudioFormReply[], formId: string, version: number) => {
  const found = formOf(list, formId).versions.find((candidate) => candidate.version === version);
  return { inProgress: found?.inProgress ?? 0, submitted: found?.submitted ?? 0 };
};

describe('GET /api/staff/forms (the compliance studio)', () => {
  it('is no page at all to visitors and borrowers (404)', async () => {
    const borrower = await signedInUser(server);
    for (const token of [undefined, borrower.token]) {
      const reply = await server.api('GET', 'staff/forms', undefined, token);
      expect(reply.http).toBe(404);
      expect(reply.body.data ?? null).toBeNull();
    }
  });

  it('lists every form with its published version, and an open draft', async () => {
    const compliance = await sessionFor(server, await createUser(server, { role: 'compliance' }));
    const list = await forms(compliance);
    const folders = new Set(FORM_SOURCES.map((source) => source.folder.split('/')[0]));
    expect(new Set(list.map((form) => form.formId))).toEqual(folders);
    const stageOne = formOf(list, 'application-stage1');
    expect(stageOne.published).toBeGreaterThanOrEqual(1);
    expect(stageOne.draft).toBeNull();
    expect(stageOne.versions[0]?.status).toBe('published');
    // Versions that came with the product name no publisher.
    expect(stageOne.versions.every((version) => version.publishedBy === null)).toBe(true);

    // A compliance member's draft of contact, then published by them: named with its date.
    const author = await createUser(server, { role: 'compliance', firstName: 'Carla', lastName: 'Compliance' });
    const contact = FORM_SOURCES.filter((source) => source.folder.startsWith('contact/')).at(-1);
    const current = contact?.definition as { version: number; title: string };
    const draft = await createDraft(server.deps.db, { ...current, version: current.version + 1, title: 'Write to us' });
    const withDraft = formOf(await forms(compliance), 'contact');
    expect(withDraft.draft).toBe(draft.version);
    expect(withDraft.published).toBe(current.version);
    expect(withDraft.title).toBe(current.title);
    expect(withDraft.versions[0]).toMatchObject({ version: draft.version, status: 'draft', publishedBy: null });

    await publishDraft(server.deps.db, 'contact', draft.version, author.id);
    const published = formOf(await forms(compliance), 'contact');
    expect(published).toMatchObject({ published: draft.version, draft: null, title: 'Write to us' });
    expect(published.versions[0]?.publishedBy).toBe('Carla Compliance');
    expect(Date.parse(published.versions[0]?.publishedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts the records filled on each version, in progress and submitted, to every staff member', async () => {
    const officer = await createUser(server, { role: 'loan_officer' });
    const officerToken = await sessionFor(server, officer);
    const before = await forms(officerToken);
    const stageOneVersion = formOf(before, 'application-stage1').published as number;
    const preapprovalVersion = formOf(before, 'preapproval').published as number;

    // One 1003 with stage 1 saved, one submitted; a pre-approval in progress.
    const filling = await signedInUser(server, { lastName: 'Filling' });
    const started = await agreeAndStart(server, filling.token);
    expect((await saveStage(server, filling.token, started, 'stageOne', stageOneNamed('Filling'))).http).toBe(200);
    const sending = await signedInUser(server, { lastName: 'Sending' });
    await prepareSubmittedApplication(server, sending.token, officer.id, 'Sending');
    const preapproval = FORM_SOURCES.filter((source) => source.folder.startsWith('preapproval/')).at(-1);
    const stage1 = (preapproval?.fixtures as { valid: Record<string, unknown>[] }).valid[0]?.stage1;
    const progress = await server.api(
      'POST',
      'pre/progress',
      { formVersion: preapprovalVersion, revision: 0, data: { stage1 } },
      (await signedInUser(server)).token,
    );
    expect(progress.http).toBe(200);

    const after = await forms(officerToken);
    const was = countsOf(before, 'application-stage1', stageOneVersion);
    expect(countsOf(after, 'application-stage1', stageOneVersion)).toEqual({
      inProgress: was.inProgress + 1,
      submitted: was.submitted + 1,
    });
    const preapprovalWas = countsOf(before, 'preapproval', preapprovalVersion);
    expect(countsOf(after, 'preapproval', preapprovalVersion)).toEqual({
      ...preapprovalWas,
      inProgress: preapprovalWas.inProgress + 1,
    });
    // No record's content reaches the list.
    expect(JSON.stringify(after)).not.toMatch(/Filling|Sending/);
  });

  it('counts a public form sent on its version as submitted (whichever version is published now)', async () => {
    const compliance = await sessionFor(server, await createUser(server, { role: 'compliance' }));
    const version = formOf(await forms(compliance), 'contact').published as number;
    const before = countsOf(await forms(compliance), 'contact', version);
    const sent = await server.api('POST', 'common/contactus', {
      ...validFixture('contact/v1'),
      formId: 'contact',
      formVersion: version,
    });
    expect(sent.http).toBe(200);
    expect(countsOf(await forms(compliance), 'contact', version)).toEqual({
      ...before,
      submitted: before.submitted + 1,
    });
  });

  it('lets compliance staff open one draft of a form and save it at its revision, never losing an edit', async () => {
    const author = await createUser(server, { role: 'compliance', firstName: 'Dana', lastName: 'Drafter' });
    const token = await sessionFor(server, author);
    const second = await sessionFor(server, await createUser(server, { role: 'compliance' }));
    const officer = await sessionFor(server, await createUser(server, { role: 'loan_officer' }));
    const borrower = await signedInUser(server);
    // Others: a borrower is told there is nothing there, other staff may read but not edit.
    expect((await server.api('POST', 'staff/forms/callback/draft', {}, borrower.token)).http).toBe(404);
    expect((await server.api('POST', 'staff/forms/callback/draft', {}, officer)).http).toBe(403);
    expect((await server.api('POST', 'staff/forms/no-such-form/draft', {}, token)).http).toBe(404);

    const opened = await server.api<StudioDraftSavedReply>('POST', 'staff/forms/callback/draft', {}, token);
    expect(opened.http).toBe(200);
    const published = formOf(await forms(token), 'callback').published as number;
    expect(opened.body.data).toEqual({ version: published + 1, revision: 1 });
    // One open draft per form.
    const again = await server.api('POST', 'staff/forms/callback/draft', {}, second);
    expect(again.http).toBe(409);
    expect(again.body.statusText).toContain(`version ${published + 1}`);

    const detail = async () => {
      const reply = await server.api<StudioFormDetailReply>('GET', 'staff/forms/callback', undefined, officer);
      expect(reply.http).toBe(200);
      return reply.body.data as StudioFormDetailReply;
    };
    const before = await detail();
    expect(before.form.draft).toBe(published + 1);
    expect(before.draft).toMatchObject({ version: published + 1, revision: 1, updatedBy: 'Dana Drafter' });
    const definition = before.draft?.definition as { title: string; version: number };
    expect({ ...definition, version: published }).toEqual(before.published?.definition);

    // The author saves a new title at revision 1; a second member's save on the same revision is refused.
    const save = (by: string, revision: number, value: unknown) =>
      server.api<StudioDraftSavedReply>(
        'PUT',
        'staff/forms/callback/draft',
        { version: published + 1, revision, definition: value },
        by,
      );
    const first = await save(token, 1, { ...definition, title: 'Ask for a call' });
    expect(first.http).toBe(200);
    expect(first.body.data).toEqual({ version: published + 1, revision: 2 });
    const stale = await save(second, 1, { ...definition, title: 'Phone me' });
    expect(stale.http).toBe(409);
    expect(stale.body.errors).toEqual(['revision']);
    const after = await detail();
    expect(after.draft).toMatchObject({ revision: 2 });
    expect((after.draft?.definition as { title: string }).title).toBe('Ask for a call');
    expect(after.form.versions[0]?.title).toBe('Ask for a call');
    // What is published is untouched.
    expect(after.published).toEqual(before.published);

    // A definition the engine refuses is sent back with each problem at its path, and nothing is stored.
    const broken = await save(token, 2, { ...definition, messages: {} });
    expect(broken.http).toBe(400);
    expect(broken.body.statusText).toMatch(/^The draft has (a problem|\d+ problems); nothing was saved\.$/);
    expect(broken.body.fieldErrors?.length).toBeGreaterThan(0);
    expect(broken.body.fieldErrors?.every((problem) => problem.path.startsWith('messages.'))).toBe(true);
    const renamed = await save(token, 2, { ...definition, id: 'contact' });
    expect(renamed.http).toBe(400);
    expect((await detail()).draft?.revision).toBe(2);
  });
});
