import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_AGREEMENT } from 'common';
import { latestFormSource } from 'forms';
import { isSealedField } from 'server/security/personalFields.ts';
import { saveStage, stageFixture } from 'server/testing/applications.ts';
import { signedInUser } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * Fill 1003 Form starts the application from the borrower's pre-approval (issue 21, point 7): what the pre-approval
 * answers of each stage is kept as the application's prefill (its dates of birth sealed), offered by each stage not
 * saved yet and marked path by path, and kept by a save that leaves a date of birth on file empty.
 */

const server = useTestServer();

type Data = Record<string, unknown>;

/** The wizard's fixture with a co-borrower, the officer given. */
function preapprovalRecord(officerId: number): Data {
  const fixtures = latestFormSource('preapproval')?.fixtures as { valid: Data[] };
  const record = structuredClone(fixtures.valid[1] as Data);
  record.stage2 = { ...(record.stage2 as Data), loanOfficerIndicator: true, loanOfficerId: officerId };
  return record;
}

async function submittedPreapproval(token: string, officerId: number): Promise<number> {
  const submitted = await server.api<{ id: number }>(
    'POST',
    'pre/setapproval',
    { formVersion: 1, revision: 0, data: preapprovalRecord(officerId) },
    token,
  );
  expect(submitted.http).toBe(200);
  return submitted.body.data?.id ?? 0;
}

const agreement = (preapprovalId: unknown) => ({
  acceptAggrement: true,
  agreementVersion: AUTHORIZATION_AGREEMENT.version,
  preapprovalId,
});

interface StageReply extends Data {
  revision: number;
  prefill: Record<string, Data> | null;
  prefilled: string[];
  onFile: Record<string, string>;
}

describe('starting the 1003 from a pre-approval', () => {
  it('offers every stage what the pre-approval answers, marked, and keeps a date of birth left on file', async () => {
    const officer = (await server.deps
      .db('loan_officers as o')
      .join('officer_licenses as l', 'l.officer_id', 'o.id')
      .where({ 'o.active': true, 'l.state': 'FL' })
      .first('o.id')) as { id: number };
    const { token } = await signedInUser(server, { firstName: 'Ana', lastName: 'Reyes' });
    const preapprovalId = await submittedPreapproval(token, officer.id);
    const started = await server.api<{ _id: number; revision: number }>(
      'POST',
      'eloan/agreement',
      agreement(preapprovalId),
      token,
    );
    expect(started.http).toBe(200);
    const id = started.body.data?._id ?? 0;
    const row = (await server.deps.db('applications').where({ id }).first()) as Data & { prefill: Data };
    expect(row.preapproval_id).toBe(preapprovalId);
    const sealed = ((row.prefill.stageThree as Data).value as { applications: Data[] }).applications[0];
    expect(isSealedField((sealed?.applicant as Data).birthDate)).toBe(true);

    // Stage 1: the profile's names and e-mail, the pre-approval's phone, co-borrower and officer.
    const one = await server.api<StageReply>('GET', `eloan/form1003/1/${id}`, undefined, token);
    const stageOne = one.body.data?.prefill?.stageOne as { applicants: Data[] } & Data;
    expect(stageOne.applicants[0]).toMatchObject({
      applicantIndicatorType: 'Applicant',
      borrower: { firstName: 'Ana', lastName: 'Reyes', mobilePhone: '(813) 555-0101' },
      coBorrowerIndicator: true,
      coborrower: { firstName: 'Sam', lastName: 'Reyes', emailAddressText: 'sam@example.com' },
    });
    expect(stageOne).toMatchObject({ loanOfficerIndicator: true, loanOfficerState: 'FL', loanOfficerId: officer.id });
    expect(one.body.data?.prefilled).toEqual(
      expect.arrayContaining([
        'stageOne.applicants.0.borrower.mobilePhone',
        'stageOne.applicants.0.coborrower.firstName',
        'stageOne.loanOfficerId',
      ]),
    );
    // The profile's names are not the pre-approval's.
    expect(one.body.data?.prefilled).not.toContain('stageOne.applicants.0.borrower.firstName');

    // Stage 2 is offered the program, the place and the amounts.
    const two = await server.api<StageReply>('GET', `eloan/form1003/2/${id}`, undefined, token);
    expect(two.body.data?.prefill?.stageTwo).toMatchObject({
      loanDetails: { mortgageType: 'Conventional', loanPurposeType: 'Purchase' },
      property: { city: 'Tampa', state: 'FL', postalCode: '33607' },
    });

    // Stage 1 saved with the prefilled values: its own prefill is gone, stage 3 opens the Applicant's entry prefilled.
    const value = { ...stageOne, borrowerCreditType: 'Individual', howDoYouHear: 'InternetSearch' };
    (value.applicants[0]?.borrower as Data).emailAddressText = 'ana.reyes@example.com';
    const savedOne = await saveStage(server, token, { id, revision: one.body.data?.revision ?? 0 }, 'stageOne', value);
    expect(savedOne.body.status, JSON.stringify(savedOne.body.fieldErrors)).toBe(100);
    const again = await server.api<StageReply>('GET', `eloan/form1003/1/${id}`, undefined, token);
    expect(again.body.data).toMatchObject({ prefill: null, prefilled: [] });

    const three = await server.api<StageReply>('GET', `eloan/form1003/3/${id}`, undefined, token);
    const entries = (three.body.data?.stageThree as { applications: Data[] }).applications;
    expect(entries[0]).toMatchObject({ mapid: 1, employments: [{ basePayAmount: '8000' }] });
    expect((entries[0]?.applicant as Data).birthDate).toBeUndefined();
    expect(three.body.data?.onFile).toMatchObject({ 'stageThree.applications.0.applicant.birthDate': '**/**/1985' });
    expect(three.body.data?.prefilled).toEqual([
      'stageThree.applications.0.applicant.birthDate',
      'stageThree.applications.0.employments.0.basePayAmount',
    ]);

    // Continue on the Applicant with the date of birth left empty: the pre-approval's is kept, sealed in the stage.
    const entry = (stageFixture('application-stage3').applications as Data[])[0] as Data;
    delete (entry.applicant as Data).birthDate;
    const savedThree = await saveStage(
      server,
      token,
      { id, revision: savedOne.body.data?.revision ?? 0 },
      'stageThree',
      { applications: [entry] },
      { mapid: 1 },
    );
    expect(savedThree.body.status, JSON.stringify(savedThree.body.fieldErrors)).toBe(100);
    expect(savedThree.body.data?.onFile).toMatchObject({
      'stageThree.applications.0.applicant.birthDate': '**/**/1985',
    });

    // Stage 4: the co-borrower named on stage 1, their date of birth on file and their income.
    const four = await server.api<StageReply>('GET', `eloan/form1003/4/${id}`, undefined, token);
    expect(four.body.data?.prefill?.stageFour).toMatchObject({
      coborrower: { firstName: 'Sam', lastName: 'Reyes' },
      employment: [{ employmentTypeIndicator: 'Current', basePayAmount: '4333.33' }],
    });
    expect(four.body.data?.onFile).toMatchObject({ 'stageFour.coborrower.birthDate': '**/**/1984' });

    // Stage 5: each person's debts.
    const five = await server.api<StageReply>('GET', `eloan/form1003/5/${id}`, undefined, token);
    const people = (five.body.data?.stageFive as { applications: Data[] }).applications;
    expect(people.map((person) => [person.mapid, (person.liabilities as Data[] | undefined)?.[0]])).toEqual([
      [1, { monthlyPaymentAmount: '450' }],
      [2, { monthlyPaymentAmount: '200' }],
    ]);
  });

  it("starts only from the caller's own submitted pre-approval (404 otherwise)", async () => {
    const owner = await signedInUser(server);
    const preapprovalId = await submittedPreapproval(owner.token, 1);
    const stranger = await signedInUser(server);
    const refused = await server.api('POST', 'eloan/agreement', agreement(preapprovalId), stranger.token);
    expect(refused.http).toBe(404);
    expect(await server.deps.db('applications').where({ user_id: stranger.user.id })).toHaveLength(0);
    const unknown = await server.api('POST', 'eloan/agreement', agreement(999999), owner.token);
    expect(unknown.http).toBe(404);
    const garbled = await server.api('POST', 'eloan/agreement', agreement('abc'), owner.token);
    expect(garbled.http).toBe(404);
    // Without one, the application starts empty as before.
    const plain = await server.api<{ _id: number }>('POST', 'eloan/agreement', agreement(undefined), stranger.token);
    const two = await server.api<StageReply>(
      'GET',
      `eloan/form1003/2/${plain.body.data?._id}`,
      undefined,
      stranger.token,
    );
    expect(two.body.data).toMatchObject({ prefill: null, prefilled: [] });
  });
});
