import { setTimeout as sleep } from 'node:timers/promises';
import {
  ALL_DOCUMENT_TYPES,
  AUTHORIZATION_AGREEMENT,
  type DocumentLoanReply,
  type DocumentTypeReply,
  type SavedStageReply,
  type SignedUploadReply,
  type StageReply,
  type StartedApplication,
} from 'common';
import type { FormDefinition } from 'engine';
import { latestFormSource } from 'forms';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { stageFixture, stageVersion } from 'server/testing/applications.ts';
import type { BorrowerClient } from './apiClient.ts';

/**
 * One simulated borrower, through the real API as the browser calls it (ui/src: the sign-in dialog, the Get
 * Pre-Approved wizard, the 1003's stage pages, the documents page and the dashboard), with a pause between pages
 * for the person reading and typing. Answers are the definitions' own valid fixtures (forms/…/fixtures.json): the
 * wizard's first, and the 1003's one-applicant stages. After the journey the borrower goes back and forth between
 * the 1003's stages and the dashboard until the run ends.
 */

type Data = Record<string, unknown>;

/** The 1003's stages a one-applicant borrower fills, in order: those the manifest asks without a condition. */
const STAGES = APPLICATION_MANIFEST.stages.filter((stage) => stage.onlyWith === undefined);

type Stage = (typeof STAGES)[number];

/** The first stage, whose save says whether to mail a link back (Save & Finish Later). */
const FIRST_STAGE = STAGES[0];

/** The Get Pre-Approved wizard's definition and the answers the borrower gives (its first valid fixture). */
const WIZARD_FORM = 'preapproval';

/**
 * The wizard's steps a signed-in borrower saves one by one: those the answers reach (the fixture's path), visitors'
 * steps and steps without fields left out; the last is not saved alone, it submits the whole record.
 */
function progressSteps(record: Data): string[] {
  const definition = latestFormSource(WIZARD_FORM)?.definition as FormDefinition | undefined;
  const answered = (definition?.steps ?? []).filter(
    (step) => step.audience !== 'visitor' && step.fields.some((field) => record[field] !== undefined),
  );
  return answered.slice(0, -1).map((step) => step.id);
}

/** The browser asks for a letter every 2 s while it is being made (ui/src/pages/preapproval/preapprovalApi.ts). */
const LETTER_POLL_MS = 2000;
/** How long a borrower stays on the result page waiting for the letter before going on to the 1003. */
const LETTER_WAIT_MS = 30_000;
/** The document type the borrower uploads, by its definition. */
const UPLOADED_FORM = 'doc-paystub';

/** The name and phone every seeded borrower has, the 1003 fixtures' Applicant's. */
export const BORROWER_PROFILE = { firstName: 'Maria', lastName: 'Lopez', mobile: '(813) 555-0142' } as const;

/** What a borrower needs from the run. */
export interface JourneyContext {
  client: BorrowerClient;
  email: string;
  /** Resolves with the sign-in code delivered to the borrower's address. */
  readCode(email: string): Promise<string>;
  /** performance.now() after which the borrower, its journey done, starts no new page. */
  deadline: number;
  /** The mean pause between pages, in milliseconds (each pause is 0.5 to 1.5 times it). */
  thinkMs: number;
  /** The file the borrower uploads (a PDF). */
  upload: Buffer;
  /** Times the delivery of the sign-in code (request answered to code read), in milliseconds. */
  onCodeDelivered(ms: number): void;
  /** Times the letter from submission to ready, in milliseconds, or undefined when the borrower stopped waiting. */
  onLetter(ms: number | undefined): void;
}

/** Where a borrower got to, for the run's report and its lost-save check. */
export interface JourneyOutcome {
  /** Every step of the journey done, before the loop. */
  completed: boolean;
  /** How long the journey took, in milliseconds, when it was completed. */
  journeyMs: number | undefined;
  /** The 1003 started, at the revision its last save answered (undefined before it started). */
  application: { id: number; revision: number } | undefined;
  /** Stage pages saved in the loop after the journey. */
  loopSaves: number;
  /** Why the borrower stopped before the run's end, if it did. */
  stoppedBy: string | undefined;
}

/**
 * Waits for every call a page makes at once, then fails with the first failure: the borrower stops only once nothing
 * of it is in flight, so closing its connections cannot cut another reply short.
 */
async function allOf<T extends readonly unknown[]>(calls: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(calls);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * Runs one borrower: the whole journey, however long the load makes it, then stage pages and the dashboard in turn
 * while the run lasts (a page begun before the deadline is finished). Stops at an unexpected reply, which the client
 * recorded.
 */
export async function runBorrower(context: JourneyContext): Promise<JourneyOutcome> {
  const outcome: JourneyOutcome = {
    completed: false,
    journeyMs: undefined,
    application: undefined,
    loopSaves: 0,
    stoppedBy: undefined,
  };
  const journey = new Journey(context, outcome);
  const started = performance.now();
  const running = () => performance.now() < context.deadline;
  try {
    await journey.signIn();
    const preapprovalId = await journey.preapproval();
    await journey.application(preapprovalId);
    await journey.uploadDocument();
    await journey.dashboard();
    outcome.completed = true;
    outcome.journeyMs = performance.now() - started;
    for (let turn = 0; running(); turn += 1) {
      await journey.stagePage(STAGES[turn % STAGES.length] as Stage);
      outcome.loopSaves += 1;
      if (running()) await journey.dashboard();
    }
  } catch (error) {
    outcome.stoppedBy = error instanceof Error ? error.message : String(error);
  } finally {
    context.client.close();
  }
  return outcome;
}

class Journey {
  private readonly client: BorrowerClient;

  constructor(
    private readonly context: JourneyContext,
    private readonly outcome: JourneyOutcome,
  ) {
    this.client = context.client;
  }

  /** A person reading and typing before the next page. */
  private async think(): Promise<void> {
    await sleep(this.context.thinkMs * (0.5 + Math.random()));
  }

  /** The sign-in dialog: the code asked for, read from the delivered mail, typed in. */
  async signIn(): Promise<void> {
    const { email } = this.context;
    await this.client.json('POST authenticate (ask for a code)', 'POST', 'authenticate', {
      email,
      scope: 'OTP',
      apptype: 'lend',
      signupVal: 0,
    });
    const asked = performance.now();
    const code = await this.context.readCode(email);
    this.context.onCodeDelivered(performance.now() - asked);
    await this.think();
    const signedIn = await this.client.json('POST authenticate (sign in with the code)', 'POST', 'authenticate', {
      email,
      scope: 'OTP',
      apptype: 'lend',
      otp: code,
    });
    if (typeof signedIn.token !== 'string') throw new Error('The sign-in reply carried no token');
    this.client.token = signedIn.token;
  }

  /** The Get Pre-Approved wizard: each step saved at the revision read, then the whole record submitted. */
  async preapproval(): Promise<number> {
    await this.think();
    const [progress] = await allOf([
      this.client.json<{ revision: number; formVersion: number }>('GET pre/progress', 'GET', 'pre/progress'),
      this.client.json('GET profile/user', 'GET', 'profile/user'),
    ]);
    const record = stageFixture(WIZARD_FORM);
    // Step 3's names come from the complete profile, read-only (ui/src/pages/preapproval/wizardProgress.ts).
    const borrower = (record.stage3 as { borrower: Data }).borrower;
    Object.assign(borrower, { firstName: BORROWER_PROFILE.firstName, lastName: BORROWER_PROFILE.lastName });
    const formVersion = progress.data.formVersion;
    let revision = progress.data.revision;
    for (const step of progressSteps(record)) {
      await this.think();
      // A step's fields are the record's keys of the same name (forms/preapproval: a step per stage key).
      const saved = await this.client.json<{ revision: number }>('POST pre/progress', 'POST', 'pre/progress', {
        revision,
        formVersion,
        data: { [step]: record[step] },
      });
      revision = saved.data.revision;
    }
    await this.think();
    const submitted = await this.client.json<{ id: number }>('POST pre/setapproval', 'POST', 'pre/setapproval', {
      revision,
      formVersion,
      data: record,
    });
    const id = submitted.data.id;
    const since = performance.now();
    // Step 10 asks for the result until the worker has made the letter, then the borrower opens it.
    for (;;) {
      const result = await this.client.json<{ letterReady: boolean }>(
        'GET pre/getletter/:id',
        'GET',
        `pre/getletter/${id}`,
      );
      if (result.data.letterReady) {
        this.context.onLetter(performance.now() - since);
        await this.client.send('GET pre/letter/:id/pdf', 'GET', `pre/letter/${id}/pdf`);
        break;
      }
      if (performance.now() - since > LETTER_WAIT_MS) {
        this.context.onLetter(undefined);
        break;
      }
      await sleep(LETTER_POLL_MS);
    }
    return id;
  }

  /** Fill 1003 Form from the pre-approval, then each stage's page: opened, typed (a draft kept), saved. */
  async application(preapprovalId: number): Promise<void> {
    await this.think();
    const started = await this.client.json<StartedApplication>('POST eloan/agreement', 'POST', 'eloan/agreement', {
      acceptAggrement: true,
      agreementVersion: AUTHORIZATION_AGREEMENT.version,
      preapprovalId,
    });
    this.outcome.application = { id: started.data._id, revision: started.data.revision };
    for (const stage of STAGES) await this.stagePage(stage);
  }

  /** One stage page as the browser runs it, saved at the revision the page read. */
  async stagePage(stage: Stage): Promise<void> {
    const application = this.outcome.application;
    if (!application) throw new Error('No application to save');
    await this.think();
    const page = await this.client.json<StageReply>(
      'GET eloan/form1003/:stage/:id',
      'GET',
      `eloan/form1003/${stage.number}/${application.id}`,
    );
    if (page.data.revision !== application.revision) {
      throw new Error(
        `Stage ${stage.number} opened at revision ${page.data.revision}, the last save answered ${application.revision}`,
      );
    }
    const fixture = stageFixture(stage.formId);
    // A per-applicant stage saves the entry of the applicant on screen (ApplicationStage.tsx).
    const entry = stage.perPerson ? ((fixture.applications as Data[])[0] as Data) : undefined;
    const value = entry ? { applications: [entry] } : fixture;
    await this.think();
    await this.client.json('POST eloan/draft', 'POST', 'eloan/draft', {
      _id: application.id,
      stage: stage.number,
      revision: page.data.revision,
      data: value,
    });
    await this.think();
    const saved = await this.client.json<SavedStageReply>('POST eloan/form1003', 'POST', 'eloan/form1003', {
      _id: application.id,
      revision: page.data.revision,
      formId: stage.formId,
      formVersion: page.data.stage.formVersion ?? stageVersion(stage.formId),
      // Never 1: the run keeps the application open so the loop can go on saving it.
      statusIndicator: 0,
      ...(stage === FIRST_STAGE ? { emailIndicator: 0 } : {}),
      ...(entry ? { mapid: Number(entry.mapid) } : {}),
      [stage.key]: value,
    });
    application.revision = saved.data.revision;
  }

  /** The documents page: the loan picked, its types and list read, one pay stub sent, registered and submitted. */
  async uploadDocument(): Promise<void> {
    await this.think();
    const loans = await this.client.json<DocumentLoanReply[]>('GET doc/loans', 'GET', 'doc/loans');
    const loan = loans.data[0];
    if (!loan) throw new Error('GET doc/loans listed no loan');
    const [types] = await allOf([
      this.client.json<DocumentTypeReply[]>('GET doc/types/:loan', 'GET', `doc/types/${loan.id}`),
      this.client.json('GET doc?l=&t=', 'GET', `doc?l=${loan.id}&t=${ALL_DOCUMENT_TYPES}`),
    ]);
    const type = types.data.find((candidate) => candidate.formId === UPLOADED_FORM);
    if (!type) throw new Error(`No document type of ${UPLOADED_FORM}`);
    await this.think();
    const file = this.context.upload;
    const fileName = 'pay-stub.pdf';
    const signed = await this.client.json<SignedUploadReply>('POST doc/getsignedurls', 'POST', 'doc/getsignedurls', {
      type: 'DOC',
      loannumber: loan.loannumber,
      isPersona: false,
      filename: fileName,
      ofileName: fileName,
      size: file.length,
    });
    const boundary = `----loadrun${Math.random().toString(16).slice(2)}`;
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    await this.client.send('PUT doc/upload/:slot', 'PUT', signed.data.ISPUrl.replace(/^\/api\//, ''), {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: multipart,
      expect: [201],
    });
    await this.client.json('POST doc/movedoc', 'POST', 'doc/movedoc', {
      source: signed.data.blobName,
      target: signed.data.target,
    });
    await this.client.json('POST doc', 'POST', 'doc', {
      ...stageFixture(UPLOADED_FORM),
      loanid: loan.id,
      typeid: type.id,
      type: 'DOC',
      doctypename: type.name,
      ofileName: fileName,
      loannumber: loan.loannumber,
      req: { lender_id: loan.lender_id, borrower_id: null, loan_id: loan.id, stage: 1, fileName: signed.data.target },
      formId: type.formId,
      formVersion: type.formVersion,
    });
    await this.think();
    await this.client.json('POST doc/submit', 'POST', 'doc/submit', { loanid: loan.id, typeid: type.id, approval: 1 });
  }

  /** The dashboard: its cards' nine calls at once, as the page's queries run. */
  async dashboard(): Promise<void> {
    await this.think();
    const paths = [
      'dashboard/loans/1',
      'loan/requests',
      'dashboard/alerts',
      'dashboard/preapproval',
      'dashboard/loans/0',
      'invitations',
      'eloan/participants',
      'participant-invitations',
      'eloan/participation',
    ];
    await allOf(paths.map((path) => this.client.json(`GET ${path}`, 'GET', path)));
  }
}
