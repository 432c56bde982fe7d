import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition, JsonSchema } from 'engine';
import { latestFormSource } from 'forms';
import {
  agreeAndStart,
  applicationRecordFixture,
  prepareSubmittedApplication,
  saveStage,
  stageFixture,
  stageOneNamed,
  startWithStages,
} from 'server/testing/applications.ts';
import { createUser, signedInUser } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { draftImpact } from './draftImpact.ts';

/**
 * The impact check of a draft of stage 3 of the 1003 against real saved records: a one-person stage saved complete,
 * a three-person one saved complete, a one-person one saved with an answer missing (Save & Finish Later), a
 * submitted application and one with only stage 1 saved.
 */

const server = useTestServer();

type Data = Record<string, unknown>;

const FORM = 'application-stage3';

/** The stage-3 definition records are filled on (the one seeded from forms/). */
function currentDefinition(): FormDefinition {
  return structuredClone(latestFormSource(FORM)?.definition) as FormDefinition;
}

/** The schema of a person's `applicant` object in a stage-3 definition. */
function applicantOf(definition: FormDefinition): JsonSchema {
  const person = definition.schema.properties?.applications?.items as JsonSchema;
  return person.properties?.applicant as JsonSchema;
}

/**
 * A draft of stage 3 with four changes: a new required question (Preferred Language), the Co-Applicant option of
 * the person's type removed, the dependents' ages removed (with its rule and message), the last name cut to five
 * characters and a pattern on the SSN that refuses those beginning 219-09 (a personal field: only opened values can
 * be judged).
 */
function changedDraft(): FormDefinition {
  const draft = currentDefinition();
  draft.version += 1;
  const person = draft.schema.properties?.applications?.items as JsonSchema;
  (person.properties?.applicantType as JsonSchema).enum = ['Applicant'];
  const applicant = applicantOf(draft);
  const fields = applicant.properties as Record<string, JsonSchema>;
  fields.preferredLanguage = { type: 'string', title: 'Preferred Language', maxLength: 40 };
  applicant.required = [...(applicant.required ?? []), 'preferredLanguage'];
  delete fields.dependentsAgesDescription;
  draft.rules = (draft.rules ?? []).filter(
    (rule) => !('path' in rule) || rule.path !== 'applications.*.applicant.dependentsAgesDescription',
  );
  delete draft.messages['applications.*.applicant.dependentsAgesDescription'];
  ((fields.borrower as JsonSchema).properties?.lastName as JsonSchema).maxLength = 5;
  (fields.taxIdentificationIdentifier as JsonSchema).pattern = '^(?!219-09)';
  return draft;
}

/** Personal values and names the saved records hold: none may reach a reply. */
const PERSONAL_VALUES = [
  '219-09-9999',
  '123-45-6789',
  '04/15/1985',
  '11/02/1990',
  'Castellanos',
  'Lopez',
  'Reyes',
  'Sofia',
  '4,7',
  'maria.lopez@example.com',
];

/** Starts an application, saves stage 1 and then `stageThree` (a partial save when asked); returns its id. */
async function savedStageThree(stageOne: Data, stageThree: Data, partial = false): Promise<number> {
  const { token } = await signedInUser(server);
  const saved = await startWithStages(server, token, [
    { key: 'stageOne', value: stageOne },
    { key: 'stageThree', value: stageThree, extra: partial ? { partial: true } : {} },
  ]);
  return saved.id;
}

describe('draftImpact (a draft against the records in progress)', () => {
  let complete: number;

  beforeAll(async () => {
    // A: one person, complete, with a last name longer than the draft allows.
    complete = await savedStageThree(stageOneNamed('Castellanos'), stageFixture(FORM));
    // B: three people (one a co-applicant, one with dependents' ages), complete.
    const record = applicationRecordFixture();
    await savedStageThree(record.stageOne as Data, record.stageThree as Data);
    // C: one person, saved with the marital status missing (Save & Finish Later): incomplete already.
    const half = stageFixture(FORM);
    const entry = (half.applications as Data[])[0] as Data;
    delete (entry.applicant as Data).maritalStatusType;
    await savedStageThree(stageFixture('application-stage1'), half, true);
    // D: submitted (every stage, on the current version); E: only stage 1 saved.
    const officer = await createUser(server, { role: 'loan_officer' });
    await prepareSubmittedApplication(server, (await signedInUser(server)).token, officer.id, 'Lopez');
    const { token } = await signedInUser(server);
    const started = await agreeAndStart(server, token);
    expect((await saveStage(server, token, started, 'stageOne', stageFixture('application-stage1'))).http).toBe(200);
  });

  it('counts the records that become incomplete, the answers that no longer fit and the fields dropped', async () => {
    const impact = await draftImpact(server.deps.db, FORM, changedDraft(), {
      personalKeys: server.deps.keys.personal,
    });
    const version = currentDefinition().version;
    expect(impact).toMatchObject({
      formId: FORM,
      currentVersion: version,
      draftVersion: version + 1,
      inProgress: 3,
      complete: 2,
      becomeIncomplete: 2,
      affected: 3,
      keepTheirVersion: 1,
      onEarlierVersions: 0,
      unreadable: 0,
      personalFieldsChecked: true,
    });
    // In the order the form shows them; a record counts once per field, however many of its people are touched.
    expect(impact.unfit).toEqual([
      { path: 'applications.*.applicantType', title: 'Applicant Type', keyword: 'enum', records: 1 },
      { path: 'applications.*.applicant.borrower.lastName', title: 'Last Name', keyword: 'maxLength', records: 1 },
      {
        path: 'applications.*.applicant.taxIdentificationIdentifier',
        title: 'Social Security Number',
        keyword: 'pattern',
        records: 3,
      },
      {
        path: 'applications.*.applicant.preferredLanguage',
        title: 'Preferred Language',
        keyword: 'required',
        records: 3,
      },
    ]);
    expect(impact.dropped).toEqual([
      { path: 'applications.*.applicant.dependentsAgesDescription', title: 'Dependents Age', records: 1 },
    ]);
    const text = JSON.stringify(impact);
    for (const value of PERSONAL_VALUES) expect(text).not.toContain(value);
  });

  it('finds nothing for a draft that changes nothing but its version', async () => {
    const same = currentDefinition();
    same.version += 1;
    const impact = await draftImpact(server.deps.db, FORM, same, { personalKeys: server.deps.keys.personal });
    expect(impact).toMatchObject({
      inProgress: 3,
      complete: 2,
      becomeIncomplete: 0,
      affected: 0,
      unfit: [],
      dropped: [],
    });
  });

  it('leaves personal answers unjudged without the keys to open them, and says so', async () => {
    const impact = await draftImpact(server.deps.db, FORM, changedDraft());
    expect(impact).toMatchObject({ inProgress: 3, complete: 2, becomeIncomplete: 2, personalFieldsChecked: false });
    expect(impact.unfit.map((field) => `${field.path} ${field.keyword} ${field.records}`)).toEqual([
      'applications.*.applicantType enum 1',
      'applications.*.applicant.borrower.lastName maxLength 1',
      'applications.*.applicant.preferredLanguage required 3',
    ]);
  });

  it('counts a record whose sealed values do not open as unreadable, not as checked', async () => {
    const moved = await savedStageThree(stageFixture('application-stage1'), stageFixture(FORM));
    // Its stage 3 copied from another record: its sealed SSN is bound to record A and opens nowhere else.
    const source = (await server.deps.db('applications').where({ id: complete }).first('data')) as { data: Data };
    const data = (await server.deps.db('applications').where({ id: moved }).first('data')) as { data: Data };
    await server.deps
      .db('applications')
      .where({ id: moved })
      .update({ data: JSON.stringify({ ...data.data, stageThree: source.data.stageThree }) });
    try {
      const impact = await draftImpact(server.deps.db, FORM, changedDraft(), {
        personalKeys: server.deps.keys.personal,
      });
      expect(impact).toMatchObject({ inProgress: 3, unreadable: 1 });
    } finally {
      await server.deps.db('applications').where({ id: moved }).update({ discarded_at: server.deps.db.fn.now() });
    }
  });

  it('reads the records a page at a time with the same counts', async () => {
    const paged = await draftImpact(server.deps.db, FORM, changedDraft(), {
      personalKeys: server.deps.keys.personal,
      pageSize: 1,
    });
    const whole = await draftImpact(server.deps.db, FORM, changedDraft(), { personalKeys: server.deps.keys.personal });
    expect(paged).toEqual(whole);
  });

  it('refuses a draft of another form, and finds no record of a form with none', async () => {
    await expect(draftImpact(server.deps.db, 'contact', changedDraft())).rejects.toThrow(/not of contact/);
    const callback = structuredClone(latestFormSource('callback')?.definition) as FormDefinition;
    const impact = await draftImpact(server.deps.db, 'callback', { ...callback, version: callback.version + 1 });
    expect(impact).toMatchObject({ inProgress: 0, keepTheirVersion: 0, unfit: [], dropped: [] });
  });
});

describe('draftImpact on the pre-approval wizard', () => {
  it('checks the wizards in progress and counts a submitted one as keeping its version', async () => {
    const current = structuredClone(latestFormSource('preapproval')?.definition) as FormDefinition;
    const fixture = (latestFormSource('preapproval')?.fixtures as { valid: Data[] }).valid[0] as Data;
    const progress = async (processIndicator: number) => {
      const stage1 = { ...(fixture.stage1 as Data), processIndicator };
      const { token } = await signedInUser(server);
      const saved = await server.api(
        'POST',
        'pre/progress',
        { formVersion: current.version, revision: 0, data: { stage1 } },
        token,
      );
      expect(saved.http).toBe(200);
    };
    // Making offers (3) and Just researching (1), in progress; a submitted one making offers.
    await progress(3);
    await progress(1);
    const owner = await createUser(server);
    await server.deps.db('preapprovals').insert({
      ref_number: 'PAIMPACT001',
      user_id: owner.id,
      form_id: 'preapproval',
      form_version: current.version,
      data: JSON.stringify(fixture),
      current_stage: 10,
      status_indicator: 1,
      submitted_at: server.deps.db.fn.now(),
    });

    // The draft no longer offers Making offers.
    const draft = structuredClone(current);
    draft.version += 1;
    const stage1 = draft.schema.properties?.stage1 as JsonSchema;
    (stage1.properties?.processIndicator as JsonSchema).enum = [1, 2, 4];
    const ui = (draft.uiSchema.stage1 as Data).processIndicator as Data;
    ui['ui:enumNames'] = ['Just researching', 'Going to open houses', 'Signed a purchase contract'];

    const impact = await draftImpact(server.deps.db, 'preapproval', draft, { personalKeys: server.deps.keys.personal });
    expect(impact).toMatchObject({
      currentVersion: current.version,
      inProgress: 2,
      // A wizard in progress has steps still to answer: none is complete, so none becomes incomplete.
      complete: 0,
      becomeIncomplete: 0,
      affected: 1,
      keepTheirVersion: 1,
      dropped: [],
    });
    expect(impact.unfit).toEqual([
      {
        path: 'stage1.processIndicator',
        title: 'Where are you in the home-buying process?',
        keyword: 'enum',
        records: 1,
      },
    ]);
  });
});
