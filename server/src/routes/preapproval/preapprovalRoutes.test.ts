import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { mailsTo } from 'server/testing/mail.ts';
import { sessionFor, signedInUser } from 'server/testing/factories.ts';
import { saveWizardSteps, wizardRecord, type WizardStages } from 'server/testing/preapprovals.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { isSealedField } from 'server/security/personalFields.ts';

const server = useTestServer();

const pick = (data: WizardStages, ...keys: string[]): WizardStages =>
  Object.fromEntries(keys.map((key) => [key, data[key] ?? {}]));

async function borrower() {
  return signedInUser(server, { firstName: 'Ana', lastName: 'Reyes' });
}

async function progress(token: string) {
  return server.api<{
    id: number;
    stage: number;
    revision: number;
    formVersion: number;
    data: WizardStages;
    onFile: Record<string, string>;
  }>('GET', 'pre/progress', undefined, token);
}

const saveSteps = (token: string, revision: number, data: WizardStages) =>
  saveWizardSteps(server, token, revision, data);

describe('pre-approval progress', () => {
  it('keeps each step on the server at its revision and moves the stage along the definition path', async () => {
    const { token } = await borrower();
    const empty = await progress(token);
    expect(empty.body.data).toMatchObject({ stage: 0, revision: 0, data: {} });
    const data = wizardRecord();
    const first = await saveSteps(token, 0, pick(data, 'stage1'));
    expect(first.http).toBe(200);
    expect(first.body.data).toMatchObject({ stage: 2, revision: 1 });
    // A stale revision writes nothing.
    const stale = await saveSteps(token, 0, pick(data, 'stage2'));
    expect(stale.http).toBe(409);
    const second = await saveSteps(token, 1, pick(data, 'stage2', 'stage3', 'stage4'));
    // Signed in and without a co-borrower: 5 and 6 are not on the path.
    expect(second.body.data).toMatchObject({ stage: 7, revision: 2 });
    const resumed = await progress(token);
    expect(resumed.body.data?.stage).toBe(7);
    expect(resumed.body.data?.data.stage1).toMatchObject({
      processIndicator: 3,
      processIndicatorText: 'Making offers',
    });
  });

  it("refuses a step's bad answers with the definition's messages and stores nothing", async () => {
    const { token } = await borrower();
    const data = wizardRecord();
    data.stage3 = { borrower: { ...(data.stage3?.borrower as object), birthDate: '02/30/1985' } };
    const refused = await saveSteps(token, 0, pick(data, 'stage3'));
    expect(refused.http).toBe(400);
    expect(refused.body.statusText).toBe('All fields are mandatory');
    expect(refused.body.fieldErrors).toEqual([
      { path: 'stage3.borrower.birthDate', message: 'Enter valid date of birth' },
    ]);
    expect((await progress(token)).body.data?.revision).toBe(0);
  });

  it('seals the SSN and date of birth at rest and sends the owner only masked copies', async () => {
    const { user, token } = await borrower();
    const data = wizardRecord();
    await saveSteps(token, 0, pick(data, 'stage1', 'stage2', 'stage3', 'stage4', 'stage7'));
    const row = (await server.deps.db('preapprovals').where({ user_id: user.id }).first('data')) as {
      data: WizardStages;
    };
    const stored = row.data;
    expect(isSealedField((stored.stage7?.borrower as Record<string, unknown>).taxIdentificationIdentifier)).toBe(true);
    expect(isSealedField((stored.stage3?.borrower as Record<string, unknown>).birthDate)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain('123-45-6789');
    const reply = await progress(token);
    expect(JSON.stringify(reply.body)).not.toContain('123-45-6789');
    expect(JSON.stringify(reply.body)).not.toContain('04/12/1985');
    expect(reply.body.data?.onFile).toEqual({
      'stage3.borrower.birthDate': '**/**/1985',
      'stage7.borrower.taxIdentificationIdentifier': '***-**-6789',
    });
    // A later save that leaves them empty keeps what is on file.
    const stage7 = structuredClone(data.stage7) as { borrower: Record<string, unknown> };
    delete stage7.borrower.taxIdentificationIdentifier;
    const again = await saveSteps(token, reply.body.data?.revision ?? 0, { stage7 });
    expect(again.http).toBe(200);
    // Step 8 only shows the credit score: a saved step 7 resumes at step 9 (part 1 §4).
    expect(again.body.data?.stage).toBe(9);
    expect((await progress(token)).body.data?.onFile['stage7.borrower.taxIdentificationIdentifier']).toBe(
      '***-**-6789',
    );
  });

  it('discards the saved progress (the resume confirmation: No)', async () => {
    const { token } = await borrower();
    await saveSteps(token, 0, pick(wizardRecord(), 'stage1'));
    const discarded = await server.api('POST', 'pre/progress/discard', {}, token);
    expect(discarded.http).toBe(200);
    expect((await progress(token)).body.data).toMatchObject({ stage: 0, revision: 0 });
  });
});

describe('POST /api/pre/setapproval and the letter', () => {
  it('computes the amount, queues the letter, mails a sign-in link and serves the PDF only to its owner', async () => {
    const { user, token } = await borrower();
    const data = wizardRecord(1);
    await saveSteps(token, 0, pick(data, 'stage1', 'stage2', 'stage3', 'stage4', 'stage5', 'stage7'));
    const { revision } = (await progress(token)).body.data ?? { revision: 0 };
    const submitted = await server.api<{ id: number }>(
      'POST',
      'pre/setapproval',
      { formVersion: 1, revision, data: pick(data, 'stage9') },
      token,
    );
    expect(submitted.http).toBe(200);
    const id = submitted.body.data?.id ?? 0;
    const result = await server.api<Record<string, unknown>>('GET', `pre/getletter/${id}`, undefined, token);
    expect(result.body.data).toMatchObject({
      Borrower: 'Ana Reyes',
      CoBorrower: 'Sam Reyes',
      MortgageType: '30 Year Fixed',
    });
    const amount = Number(result.body.data?.LoanAmount);
    expect(amount).toBeGreaterThanOrEqual(50_000);
    expect(amount % 1000).toBe(0);

    const mails = await mailsTo(server, user.email);
    const ready = mails.find((mail) => mail.subject.includes('pre-approval letter is ready'));
    expect(ready?.text).toContain('/?q=%2Fletter');
    expect(ready?.text).not.toContain(String(amount));
    expect(ready?.text).not.toMatch(/\d{3}-\d{2}-\d{4}/);

    const letters = await server.api<{ _id: number; LoanAmount: number; Letter: string }[]>(
      'GET',
      'pre/getletters',
      undefined,
      token,
    );
    expect(letters.body.data).toEqual([expect.objectContaining({ _id: id, LoanAmount: amount, letterReady: true })]);
    const link = JSON.parse(letters.body.data?.[0]?.Letter ?? '{}') as { url: string };
    const pdf = await fetch(`${server.url}${link.url}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain('Ana Reyes');
    expect(text).toContain('Sam Reyes');
    expect(text).toContain(`$${amount.toLocaleString('en-US')}`);
    expect(text).toContain('1020884');

    const stranger = await signedInUser(server);
    const refused = await fetch(`${server.url}${link.url}`, { headers: { Authorization: `Bearer ${stranger.token}` } });
    expect(refused.status).toBe(404);
    const strangerResult = await server.api('GET', `pre/getletter/${id}`, undefined, stranger.token);
    expect(strangerResult.http).toBe(404);
  });

  it('assigns the officer chosen at step 2 (details from our list, not the page) and mails them', async () => {
    const { user, token } = await borrower();
    const officer = (await server.deps
      .db('loan_officers')
      .whereNotNull('user_id')
      .where({ active: true })
      .first('id', 'user_id', 'fullname', 'email')) as { id: number; user_id: number; fullname: string; email: string };
    const data = wizardRecord();
    data.stage2 = { ...data.stage2, loanOfficerIndicator: true, loanOfficerId: officer.id, loanOfficer: 'Forged Name' };
    const submitted = await server.api<{ id: number }>(
      'POST',
      'pre/setapproval',
      { formVersion: 1, revision: 0, data },
      token,
    );
    expect(submitted.http).toBe(200);
    const row = (await server.deps.db('preapprovals').where({ user_id: user.id }).first('officer_user_id', 'data')) as {
      officer_user_id: number;
      data: WizardStages;
    };
    expect(row.officer_user_id).toBe(officer.user_id);
    expect(row.data.stage2?.loanOfficer).toBe(officer.fullname);
    const mails = await mailsTo(server, officer.email);
    expect(mails.some((mail) => mail.subject.startsWith('New pre-approval PA'))).toBe(true);
    // The officer may open it (staff assigned to the record); another officer may not.
    const officerToken = await sessionFor(server, { id: officer.user_id, role: 'loan_officer' });
    const id = submitted.body.data?.id ?? 0;
    expect((await server.api('GET', `pre/getletter/${id}`, undefined, officerToken)).http).toBe(200);
    const other = await signedInUser(server, { role: 'loan_officer' });
    expect((await server.api('GET', `pre/getletter/${id}`, undefined, other.token)).http).toBe(404);
  });

  it('gives 0 and no letter for a credit band under 580', async () => {
    const { token } = await borrower();
    const data = wizardRecord();
    (data.stage7?.borrower as Record<string, unknown>).creditScore = 'Poor';
    const submitted = await server.api<{ id: number }>(
      'POST',
      'pre/setapproval',
      { formVersion: 1, revision: 0, data },
      token,
    );
    const result = await server.api<Record<string, unknown>>(
      'GET',
      `pre/getletter/${submitted.body.data?.id ?? 0}`,
      undefined,
      token,
    );
    expect(result.body.data).toMatchObject({ LoanAmount: 0, letterReady: false });
    const letters = await server.api<unknown[]>('GET', 'pre/getletters', undefined, token);
    expect(letters.body.data).toEqual([]);
  });

  it('refuses an incomplete record with the form message, naming the fields', async () => {
    const { token } = await borrower();
    const data = wizardRecord();
    delete data.stage9;
    const refused = await server.api('POST', 'pre/setapproval', { formVersion: 1, revision: 0, data }, token);
    expect(refused.http).toBe(400);
    expect(refused.body.statusText).toBe('All fields are mandatory');
    expect(refused.body.errors).toContain('stage9');
  });

  it("answers 'Could not find the last record.' for an unknown id", async () => {
    const { token } = await borrower();
    const reply = await server.api('GET', 'pre/getletter/999999', undefined, token);
    expect(reply.http).toBe(404);
    expect(reply.body.statusText).toBe('Could not find the last record.');
  });
});
