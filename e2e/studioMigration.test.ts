import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { StageReply, StudioDraftSavedReply, StudioFormDetailReply } from 'common';
import type { FormDefinition, FormFixtures, JsonSchema } from 'engine';
import { validate } from 'engine/compiler.ts';
import { agreeAndStart, saveStage, stageFixture, stageOneNamed } from 'server/testing/applications.ts';
import { createUser, sessionFor } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { atStage, axeAtBothWidths } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';

// A server of its own: a new version of stage 3 must not change the form other browser tests fill.
const server = useTestServer({ env: { UI_DIR: path.resolve(process.env.UI_DIR ?? 'dist/ui') } });

/**
 * A borrower halfway through the 1003 when compliance publishes a new version of stage 3 with a new required
 * question (issue 23): on resuming, stage 3 opens on the new version, says the form was updated, asks for just the
 * new question (noted under it), keeps everything else they gave, and saves on the new version.
 */

type Data = Record<string, unknown>;

const FORM = 'application-stage3';
const UPDATED = 'This form was updated — please check the highlighted answers.';

const tabs: TestPage[] = [];
afterEach(async () => {
  while (tabs.length) await tabs.pop()?.close();
});
afterAll(async () => {
  await server.close();
});

/** Stage 3 with a new required question for each person, as compliance would add it in the studio. */
function withPreferredLanguage(definition: FormDefinition): FormDefinition {
  const next = structuredClone(definition);
  const person = next.schema.properties?.applications?.items as JsonSchema;
  const applicant = person.properties?.applicant as JsonSchema;
  (applicant.properties as Record<string, JsonSchema>).preferredLanguage = {
    type: 'string',
    title: 'Preferred Language',
    maxLength: 40,
  };
  applicant.required = [...(applicant.required ?? []), 'preferredLanguage'];
  const ui = ((next.uiSchema.applications as Data).items as Data).applicant as Data;
  ui['ui:order'] = [...((ui['ui:order'] as string[] | undefined) ?? []), 'preferredLanguage'];
  next.messages['applications.*.applicant.preferredLanguage'] = { required: 'Preferred Language is required' };
  return next;
}

/** The examples brought up to date with the new question, as the author would in the studio. */
function updatedFixtures(definition: FormDefinition, fixtures: FormFixtures): FormFixtures {
  const valid = fixtures.valid.map((example) => {
    const copy = structuredClone(example) as Data;
    for (const entry of (copy.applications as Data[] | undefined) ?? []) {
      (entry.applicant as Data).preferredLanguage = 'English';
    }
    return copy;
  });
  const invalid = fixtures.invalid.map((example) => {
    const errors: Record<string, string> = {};
    for (const error of validate(definition, example.data).errors) errors[error.path] ??= error.message;
    return { ...example, errors };
  });
  return { valid, invalid };
}

/** One compliance member adds the question; another approves and publishes it. Returns the new version. */
async function publishNewQuestion(): Promise<number> {
  const author = await sessionFor(server, await createUser(server, { role: 'compliance', firstName: 'Avery' }));
  const reviewer = await sessionFor(server, await createUser(server, { role: 'compliance', firstName: 'Blake' }));
  const call = async <T>(method: string, apiPath: string, body: unknown, token: string): Promise<T> => {
    const reply = await server.api<T>(method, apiPath, body, token);
    expect(reply.http, `${apiPath}: ${reply.body.statusText}`).toBe(200);
    return reply.body.data as T;
  };
  await call<StudioDraftSavedReply>('POST', `staff/forms/${FORM}/draft`, {}, author);
  const draft = (await call<StudioFormDetailReply>('GET', `staff/forms/${FORM}`, undefined, author)).draft;
  if (!draft) throw new Error('no draft was opened');
  const next = withPreferredLanguage(draft.definition as FormDefinition);
  const saved = await call<{ revision: number }>(
    'PUT',
    `staff/forms/${FORM}/draft`,
    {
      version: draft.version,
      revision: draft.revision,
      definition: next,
      fixtures: updatedFixtures(next, draft.fixtures as FormFixtures),
    },
    author,
  );
  const words = 'We ask every applicant which language they prefer.';
  const reviewed = await call<{ revision: number }>(
    'POST',
    `staff/forms/${FORM}/draft/review`,
    { version: draft.version, revision: saved.revision, words },
    author,
  );
  const approved = await call<{ revision: number }>(
    'POST',
    `staff/forms/${FORM}/draft/approve`,
    { version: draft.version, revision: reviewed.revision, words: '' },
    reviewer,
  );
  await call(
    'POST',
    `staff/forms/${FORM}/draft/publish`,
    { version: draft.version, revision: approved.revision },
    reviewer,
  );
  return draft.version;
}

describe('a borrower halfway through when a stage gets a new required question', () => {
  it('is asked for just that question on resuming, and loses nothing else', async () => {
    // The borrower saved stages 1 to 3 (the browser's own steps are other tests').
    const borrower = await createUser(server, { firstName: 'Mona' });
    const token = await sessionFor(server, borrower);
    const started = await agreeAndStart(server, token);
    let revision = started.revision;
    for (const [stageKey, value] of [
      ['stageOne', stageOneNamed('Mover')],
      ['stageTwo', stageFixture('application-stage2')],
      ['stageThree', stageFixture(FORM)],
    ] as const) {
      const saved = await saveStage(server, token, { id: started.id, revision }, stageKey, value);
      expect(saved.http, String(saved.body.statusText)).toBe(200);
      revision = saved.body.data?.revision ?? revision;
    }
    const before = stageFixture(FORM);
    const person = ((before.applications as Data[])[0] as Data).applicant as Data;

    const version = await publishNewQuestion();

    // The borrower opens stage 3 again: the new version, the notice, and the one question to answer.
    const tab = await openPage({ baseUrl: server.url });
    tabs.push(tab);
    const { page } = tab;
    await page.addInitScript(
      ({ value, id, user }) => {
        window.sessionStorage?.setItem('userToken', value);
        window.sessionStorage?.setItem('user', JSON.stringify(user));
        window.sessionStorage?.setItem('status', '3');
        window.sessionStorage?.setItem('loanid', String(id));
      },
      { value: token, id: started.id, user: { _id: borrower.id, name: 'Mona Reyes' } },
    );
    await page.goto('/stage3');
    await atStage(page, 3, 'Borrower Information', 'Step 3 of 5');
    await page.getByText(UPDATED).waitFor();
    const main = page.locator('main');
    const language = main.getByLabel(/^Preferred Language/).first();
    await language.waitFor();
    // Noted under the new question only.
    expect(await main.getByText('Updated: please check this answer').count()).toBe(1);
    await axeAtBothWidths(page, 'stage 3 after a new version');
    await page.setViewportSize({ width: 1280, height: 900 });
    await language.fill('Spanish');
    await language.blur();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/eloan/form1003') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save & Finish Later' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Data is saved!').waitFor();

    // On file: the new version, the new answer, every earlier answer as it was, and no notice any more.
    const reply = await server.api<StageReply>('GET', `eloan/form1003/3/${started.id}`, undefined, token);
    const stage = reply.body.data as StageReply;
    expect(stage.stage.formVersion).toBe(version);
    expect(stage.updated).toBeNull();
    const after = ((stage.stageThree as Data).applications as Data[])[0] as Data;
    expect((after.applicant as Data).preferredLanguage).toBe('Spanish');
    for (const key of ['maritalStatusType', 'citizenshipResidencyType', 'dependentIndicator']) {
      expect((after.applicant as Data)[key], key).toEqual(person[key]);
    }
    expect(tab.consoleErrors).toEqual([]);
  }, 180_000);
});
