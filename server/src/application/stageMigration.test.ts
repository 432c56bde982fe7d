import { describe, expect, it } from 'vitest';
import type { StageReply } from 'common';
import type { FormDefinition, JsonSchema } from 'engine';
import { latestFormSource } from 'forms';
import { createDraft, publishDraft } from 'server/forms/formDefinitionStore.ts';
import { decryptText } from 'server/security/crypto.ts';
import {
  prepareSubmittedApplication,
  saveStage,
  stageFixture,
  stageOneNamed,
  startWithStages,
} from 'server/testing/applications.ts';
import { createUser, signedInUser } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * In-progress 1003 stages follow a newly published version of their form (issue 23): opened again, a stage saved on
 * the older version moves to the new one, asks for exactly what changed or became required, keeps every other answer,
 * and keeps an answer the new version has no place for in the record's history; a submitted application keeps its
 * version.
 */

const server = useTestServer();

type Data = Record<string, unknown>;

const FORM = 'application-stage3';
const REMOVED = 'citizenshipResidencyType';

/** Removes a key from every object of a uiSchema and from every ui:order list. */
function withoutUiKey(node: unknown, key: string): unknown {
  if (Array.isArray(node)) return node.filter((item) => item !== key).map((item) => withoutUiKey(item, key));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([name]) => name !== key)
      .map(([name, value]) => [name, withoutUiKey(value, key)]),
  );
}

/**
 * The next version of stage 3: a new required question for each person (Preferred Language), and the citizenship
 * question removed (its answers have no place any more).
 */
function nextStageThree(): FormDefinition {
  const draft = structuredClone(latestFormSource(FORM)?.definition) as FormDefinition;
  draft.version += 1;
  const person = draft.schema.properties?.applications?.items as JsonSchema;
  const applicant = person.properties?.applicant as JsonSchema;
  const fields = applicant.properties as Record<string, JsonSchema>;
  fields.preferredLanguage = { type: 'string', title: 'Preferred Language', maxLength: 40 };
  delete fields[REMOVED];
  applicant.required = [...(applicant.required ?? []).filter((name) => name !== REMOVED), 'preferredLanguage'];
  draft.uiSchema = withoutUiKey(draft.uiSchema, REMOVED) as FormDefinition['uiSchema'];
  const uiOrder = ((draft.uiSchema.applications as Data).items as Data).applicant as Data;
  uiOrder['ui:order'] = [...((uiOrder['ui:order'] as string[] | undefined) ?? []), 'preferredLanguage'];
  delete draft.lookups[`applications.*.applicant.${REMOVED}`];
  delete draft.messages[`applications.*.applicant.${REMOVED}`];
  draft.messages['applications.*.applicant.preferredLanguage'] = { required: 'Preferred Language is required' };
  return draft;
}

async function openStageThree(token: string, id: number): Promise<StageReply> {
  const reply = await server.api<StageReply>('GET', `eloan/form1003/3/${id}`, undefined, token);
  expect(reply.http, String(reply.body.statusText)).toBe(200);
  return reply.body.data as StageReply;
}

const applicantOf = (reply: StageReply) =>
  (((reply.stageThree as Data).applications as Data[])[0] as Data).applicant as Data;

describe('an in-progress stage after a new version of its form is published', () => {
  it('moves on its next open, asks for just what changed, loses nothing, and leaves a submitted record alone', async () => {
    const { token } = await signedInUser(server);
    const fixture = stageFixture(FORM);
    const started = await startWithStages(server, token, [
      { key: 'stageOne', value: stageOneNamed('Mover') },
      { key: 'stageThree', value: fixture },
    ]);
    const before = await openStageThree(token, started.id);
    const oldVersion = before.stage.formVersion as number;
    expect(before.updated).toBeNull();
    const kept = applicantOf(before)[REMOVED];
    expect(kept).toBeTruthy();
    // A submitted application on the same version.
    const officer = await createUser(server, { role: 'loan_officer' });
    const submitter = await signedInUser(server);
    const submitted = await prepareSubmittedApplication(server, submitter.token, officer.id, 'Stays');
    const submittedVersions = (await server.deps.db('applications').where({ id: submitted.id }).first('form_versions'))
      .form_versions as Data;
    // Its lender file (made when asked, with the versions it was filled on) and its PDF, before the new version.
    const lenderFile = async () => {
      const response = await fetch(`${server.url}/api/eloan/mismo/${submitted.id}`, {
        headers: { authorization: `Bearer ${submitter.token}` },
      });
      expect(response.status).toBe(200);
      return (await response.text()).replace(/<CreatedDatetime>[^<]*<\/CreatedDatetime>/, '');
    };
    const pdf = async () => {
      const response = await fetch(`${server.url}/api/eloan/pdf/${submitted.id}`, {
        headers: { authorization: `Bearer ${submitter.token}` },
      });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const [fileBefore, pdfBefore] = [await lenderFile(), await pdf()];

    // Compliance publishes the next version of stage 3.
    const next = nextStageThree();
    await createDraft(server.deps.db, next);
    const staff = await createUser(server, { role: 'compliance' });
    await publishDraft(server.deps.db, FORM, next.version, staff.id);

    const after = await openStageThree(token, started.id);
    expect(after.stage.formVersion).toBe(next.version);
    expect(after.updated).toMatchObject({ from: oldVersion, to: next.version });
    // Exactly the new question is to check; the removed one is not asked.
    expect(after.updated?.fields).toEqual(['stageThree.applications.0.applicant.preferredLanguage']);
    // Every other answer is as it was.
    const { [REMOVED]: _gone, ...others } = applicantOf(before);
    expect(applicantOf(after)).toEqual(others);
    expect(after.incompleteStages).toContain(3);
    // The removed answer is kept, sealed, in the record's history.
    const history = (await server.deps.db('record_migrations').where({ application_id: started.id })) as {
      stage_key: string;
      from_version: number;
      to_version: number;
      kept_count: number;
      kept_enc: string;
    }[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ stage_key: 'stageThree', from_version: oldVersion, to_version: next.version });
    expect(history[0]?.kept_enc).not.toContain(String(kept));
    const dropped = JSON.parse(decryptText(server.deps.keys, history[0]?.kept_enc ?? '')) as Data[];
    expect(dropped).toEqual([expect.objectContaining({ path: `applications.0.applicant.${REMOVED}`, value: kept })]);
    // A second open moves nothing again.
    await openStageThree(token, started.id);
    expect(await server.deps.db('record_migrations').where({ application_id: started.id })).toHaveLength(1);

    // The borrower answers the new question; the stage is complete and the notice is gone.
    const answered = structuredClone(after.stageThree) as Data;
    const entry = (answered.applications as Data[])[0] as Data;
    (entry.applicant as Data).preferredLanguage = 'Spanish';
    const saved = await saveStage(server, token, { id: started.id, revision: after.revision }, 'stageThree', answered, {
      formVersion: next.version,
    });
    expect(saved.http, String(saved.body.statusText)).toBe(200);
    const done = await openStageThree(token, started.id);
    expect(done.updated).toBeNull();
    expect(done.incompleteStages ?? []).not.toContain(3);
    expect(applicantOf(done).preferredLanguage).toBe('Spanish');

    // The submitted application keeps its version, its lender file and its PDF.
    const still = (await server.deps.db('applications').where({ id: submitted.id }).first('form_versions'))
      .form_versions as Data;
    expect(still).toEqual(submittedVersions);
    expect(await lenderFile()).toBe(fileBefore);
    expect((await pdf()).equals(pdfBefore)).toBe(true);
  });
});
