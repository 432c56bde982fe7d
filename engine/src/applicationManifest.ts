/**
 * The application manifests (forms/manifests/): the 1003's stages as data — their order, record keys, definitions,
 * names, pages, which are filled one person at a time and which are asked only with a co-borrower — and the short
 * application's. The server's saver and presenters and the browser's pages and stage indicator read the flow from
 * here, so it is written once. Pure functions over a manifest; `manifestProblems` is the check run at start-up and
 * in tests (with the JSON Schema, APPLICATION_MANIFEST_SCHEMA, checked by the compiler side).
 */

/** A condition a stage may be asked under: the application has a co-borrower (stage 1's coBorrowerIndicator). */
export type StageCondition = 'coBorrower';

/** One stage of a stepped application. */
export interface ManifestStage {
  /** Its number, from 1, in order: the record's stageIndicator counts these. */
  number: number;
  /** The record's key of its value (`stageOne`). */
  key: string;
  /** The definition that validates its value. */
  formId: string;
  /** Where `form_versions` keeps the definition version it was filled on (`stage1`). */
  versionKey: string;
  /** The name the stage indicator and the lists show. */
  name: string;
  /** Its page. */
  route: string;
  /** Its page's title (the document title and the loading heading). */
  pageTitle: string;
  /** Its page's meta description. */
  description: string;
  /** Filled one person at a time: its value is `{ applications: [...] }` (the applicant switcher). */
  perPerson: boolean;
  /** Asked only when this holds; skipped in the order otherwise. */
  onlyWith?: StageCondition;
  /** On a per-person stage, who has an entry: the applicants (not the co-borrower) or everyone. */
  people?: StagePeople;
  /**
   * What each person's entry carries from the people stage, by the path it is put at (`applicant.borrower`):
   * the person's contact, whether the person has a co-borrower, the co-borrower's contact. Set by the server on every
   * save; what a page sends there does not count.
   */
  copies?: Record<string, PeopleCopy>;
  /** What the stage starts with before it is first saved (`into` a path of its value). */
  prefill?: StagePrefill;
}

/** Who has an entry on a per-person stage. */
export type StagePeople = 'applicants' | 'everyone';

/** What a copy into a per-person entry is. */
export type PeopleCopy = 'contact' | 'coBorrowerIndicator' | 'coBorrowerContact';

/** Where a stage's first value comes from: the account's profile or the co-borrower named on the people stage. */
export interface StagePrefill {
  from: 'profile' | 'coBorrowerContact';
  /** The path of the stage's value the person's contact fields go into (`applicants.0.borrower`). */
  into: string;
  /** Fixed values set with it, by path. */
  with?: Record<string, string>;
}

/** What a person is to the application (the entries' `applicantType`). */
export type ApplicantType = 'Applicant' | 'CoBorrower' | 'Co-Applicant';

/** A person's contact, as the people model names it. */
export type ContactPart = 'firstName' | 'middleName' | 'lastName' | 'mobilePhone' | 'workPhone' | 'email';

/**
 * Who is on the application (part 2 §4.2): the people stage's list (`stageOne.applicants`) holds the Applicant (row
 * 0, with an optional co-borrower) and up to `maxCoApplicants` Co-Applicants. Each person has a fixed id, the
 * `mapid` of their entries in the per-person stages: the roles' numbers, the Co-Applicant of row N counting on from
 * the first Co-Applicant's.
 */
export interface PeopleModel {
  /** The stage whose value names the people (`stageOne`): it must be the first stage. */
  stage: string;
  /** Its list of applicants. */
  list: string;
  /** Where a row keeps its applicant's details (`borrower`). */
  details: string;
  /** Where the first row says the Applicant has a co-borrower. */
  coBorrowerIndicator: string;
  /** Where the first row keeps the co-borrower's details. */
  coBorrowerDetails: string;
  maxCoApplicants: number;
  /** Each role's mapid (the first, for Co-Applicants), name in lists, and entry `type` (part 2 §3.4). */
  roles: Record<ApplicantType, { mapid: number; name: string; type: 0 | 1 }>;
  /** The definition's field of each part of a person's contact. */
  contact: Record<ContactPart, string>;
  /** The profile's field of each part of the Applicant's contact (the first stage's prefill). */
  profile: Partial<Record<ContactPart, string>>;
}

/**
 * What the stage buttons do: Continue saves the stage complete and goes to the next stage asked; Save & Finish Later
 * saves what is there and stays (stage 1's also mails a link to come back); the last stage's Submit sends the
 * application and goes to a page; a co-borrower taking part goes to a page after their own last stage.
 */
export interface ManifestActions {
  continue: 'next';
  saveForLater: 'stay';
  submit: string;
  afterOwnStages: string;
}

/** The manifest of a stepped application (the 1003). */
export interface ApplicationManifest {
  id: string;
  title: string;
  actions: ManifestActions;
  people: PeopleModel;
  /** Which stage keeps the loan officer chosen, and which the loan and the subject property. */
  facts: { officerStage: string; loanStage: string };
  stages: ManifestStage[];
}

/** The manifest of a one-page application (the short application). */
export interface SingleFormManifest {
  id: string;
  title: string;
  formId: string;
  versionKey: string;
  route: string;
  afterSubmit: string;
}

const NAME = { type: 'string', minLength: 1, maxLength: 120 } as const;
const KEY = { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$', maxLength: 40 } as const;
const FORM_ID = { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 64 } as const;
const ROUTE = { type: 'string', pattern: '^/[a-z0-9/-]*$', maxLength: 80 } as const;
const PATH = {
  type: 'string',
  pattern: '^[A-Za-z][A-Za-z0-9]*(\\.([A-Za-z][A-Za-z0-9]*|[0-9]+))*$',
  maxLength: 120,
} as const;
const PROFILE_FIELD = { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$', maxLength: 40 } as const;
const CONTACT_PARTS: readonly ContactPart[] = [
  'firstName',
  'middleName',
  'lastName',
  'mobilePhone',
  'workPhone',
  'email',
];

/** JSON Schema of a stepped application's manifest (forms/manifests/application.json). */
export const APPLICATION_MANIFEST_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'actions', 'people', 'facts', 'stages'],
  properties: {
    id: FORM_ID,
    title: NAME,
    actions: {
      type: 'object',
      additionalProperties: false,
      required: ['continue', 'saveForLater', 'submit', 'afterOwnStages'],
      properties: {
        continue: { const: 'next' },
        saveForLater: { const: 'stay' },
        submit: ROUTE,
        afterOwnStages: ROUTE,
      },
    },
    people: {
      type: 'object',
      additionalProperties: false,
      required: [
        'stage',
        'list',
        'details',
        'coBorrowerIndicator',
        'coBorrowerDetails',
        'maxCoApplicants',
        'roles',
        'contact',
        'profile',
      ],
      properties: {
        stage: KEY,
        list: KEY,
        details: KEY,
        coBorrowerIndicator: KEY,
        coBorrowerDetails: KEY,
        maxCoApplicants: { type: 'integer', minimum: 0, maximum: 20 },
        roles: {
          type: 'object',
          additionalProperties: false,
          required: ['Applicant', 'CoBorrower', 'Co-Applicant'],
          properties: Object.fromEntries(
            ['Applicant', 'CoBorrower', 'Co-Applicant'].map((role) => [
              role,
              {
                type: 'object',
                additionalProperties: false,
                required: ['mapid', 'name', 'type'],
                properties: { mapid: { type: 'integer', minimum: 1, maximum: 99 }, name: NAME, type: { enum: [0, 1] } },
              },
            ]),
          ),
        },
        contact: {
          type: 'object',
          additionalProperties: false,
          required: [...CONTACT_PARTS],
          properties: Object.fromEntries(CONTACT_PARTS.map((part) => [part, KEY])),
        },
        profile: {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(CONTACT_PARTS.map((part) => [part, PROFILE_FIELD])),
        },
      },
    },
    facts: {
      type: 'object',
      additionalProperties: false,
      required: ['officerStage', 'loanStage'],
      properties: { officerStage: KEY, loanStage: KEY },
    },
    stages: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['number', 'key', 'formId', 'versionKey', 'name', 'route', 'pageTitle', 'description', 'perPerson'],
        properties: {
          number: { type: 'integer', minimum: 1, maximum: 20 },
          key: KEY,
          formId: FORM_ID,
          versionKey: KEY,
          name: NAME,
          route: ROUTE,
          pageTitle: NAME,
          description: { type: 'string', minLength: 1, maxLength: 300 },
          perPerson: { type: 'boolean' },
          onlyWith: { enum: ['coBorrower'] },
          people: { enum: ['applicants', 'everyone'] },
          copies: {
            type: 'object',
            maxProperties: 20,
            propertyNames: PATH,
            additionalProperties: { enum: ['contact', 'coBorrowerIndicator', 'coBorrowerContact'] },
          },
          prefill: {
            type: 'object',
            additionalProperties: false,
            required: ['from', 'into'],
            properties: {
              from: { enum: ['profile', 'coBorrowerContact'] },
              into: PATH,
              with: {
                type: 'object',
                maxProperties: 20,
                propertyNames: PATH,
                additionalProperties: { type: 'string', maxLength: 120 },
              },
            },
          },
        },
      },
    },
  },
} as const;

/** JSON Schema of a one-page application's manifest (forms/manifests/application-short.json). */
export const SINGLE_FORM_MANIFEST_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'formId', 'versionKey', 'route', 'afterSubmit'],
  properties: {
    id: FORM_ID,
    title: NAME,
    formId: FORM_ID,
    versionKey: KEY,
    route: ROUTE,
    afterSubmit: ROUTE,
  },
} as const;

/**
 * What the schema cannot say of a stepped manifest: stages numbered 1, 2, 3… in order; keys, version keys, routes
 * and definitions used once each; every definition known (`knownFormIds`, the ids in forms/); the first stage asked
 * always (it says who the people are).
 */
export function manifestProblems(manifest: ApplicationManifest, knownFormIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = { key: new Set<string>(), versionKey: new Set<string>(), route: new Set<string>(), formId: new Set() };
  manifest.stages.forEach((stage, index) => {
    const at = `stages.${index}`;
    if (stage.number !== index + 1) problems.push(`${at}.number: must be ${index + 1} (stages are numbered in order)`);
    for (const field of ['key', 'versionKey', 'route', 'formId'] as const) {
      const value = stage[field];
      if (seen[field].has(value)) problems.push(`${at}.${field}: "${value}" is used by an earlier stage`);
      seen[field].add(value);
    }
    if (!knownFormIds.has(stage.formId)) problems.push(`${at}.formId: "${stage.formId}" is no definition in forms/`);
  });
  if (manifest.stages[0]?.onlyWith !== undefined) problems.push('stages.0.onlyWith: the first stage is always asked');
  for (const action of ['submit', 'afterOwnStages'] as const) {
    if (seen.route.has(manifest.actions[action])) problems.push(`actions.${action}: must be a page outside the stages`);
  }
  problems.push(...peopleProblems(manifest));
  for (const fact of ['officerStage', 'loanStage'] as const) {
    const stage = manifest.stages.find((candidate) => candidate.key === manifest.facts[fact]);
    if (!stage || stage.perPerson || stage.onlyWith)
      problems.push(`facts.${fact}: must name a stage always asked, not per person`);
  }
  return problems;
}

/** The people model's own rules: named by the first stage, roles apart, per-person stages saying whom they list. */
function peopleProblems(manifest: ApplicationManifest): string[] {
  const problems: string[] = [];
  const { people } = manifest;
  if (manifest.stages[0]?.key !== people.stage) problems.push(`people.stage: must be the first stage's key`);
  const { Applicant, CoBorrower } = people.roles;
  const first = people.roles['Co-Applicant'].mapid;
  if (Applicant.mapid === CoBorrower.mapid || first <= Math.max(Applicant.mapid, CoBorrower.mapid)) {
    problems.push('people.roles: the mapids must differ, the Co-Applicants counting on after the other two');
  }
  manifest.stages.forEach((stage, index) => {
    const at = `stages.${index}`;
    if (stage.perPerson && stage.people === undefined)
      problems.push(`${at}.people: a per-person stage says whom it lists`);
    if (!stage.perPerson && stage.people !== undefined)
      problems.push(`${at}.people: only per-person stages list people`);
    if (!stage.perPerson && stage.copies !== undefined)
      problems.push(`${at}.copies: only per-person entries get copies`);
    if (stage.prefill?.from === 'profile' && index !== 0)
      problems.push(`${at}.prefill: only the first stage starts from the profile`);
    if (stage.prefill?.from === 'coBorrowerContact' && stage.onlyWith !== 'coBorrower') {
      problems.push(`${at}.prefill: only a stage asked with a co-borrower starts from the co-borrower`);
    }
  });
  return problems;
}

/** What decides which stages an application is asked. */
export interface StageFacts {
  hasCoBorrower: boolean;
}

/** Whether the stage is asked of an application with these facts. */
export function isStageAsked(stage: ManifestStage, facts: StageFacts): boolean {
  return stage.onlyWith !== 'coBorrower' || facts.hasCoBorrower;
}

/** The stages asked, in order (the stage indicator's steps: "Step X of N"). */
export function stagesAsked(manifest: ApplicationManifest, facts: StageFacts): ManifestStage[] {
  return manifest.stages.filter((stage) => isStageAsked(stage, facts));
}

/** The stage with this number, or undefined. */
export function manifestStage(manifest: ApplicationManifest, number: number): ManifestStage | undefined {
  return manifest.stages.find((stage) => stage.number === number);
}

/** The stage whose record key this is, or undefined. */
export function manifestStageByKey(manifest: ApplicationManifest, key: string): ManifestStage | undefined {
  return manifest.stages.find((stage) => stage.key === key);
}

/** The number of the manifest's first stage (the manifest's schema asks for at least one). */
export function firstStageNumber(manifest: ApplicationManifest): number {
  const first = manifest.stages[0];
  if (!first) throw new Error(`The application manifest ${manifest.id} has no stages.`);
  return first.number;
}

/** The number of the manifest's last stage. */
export function lastStageNumber(manifest: ApplicationManifest): number {
  const last = manifest.stages.at(-1);
  if (!last) throw new Error(`The application manifest ${manifest.id} has no stages.`);
  return last.number;
}

/** The stage asked after `number`, or null after the last. */
export function stageAfterIn(manifest: ApplicationManifest, number: number, facts: StageFacts): number | null {
  return manifest.stages.find((stage) => stage.number > number && isStageAsked(stage, facts))?.number ?? null;
}

/**
 * The stage Resume opens (part 2 §2.6): the one reached (stageIndicator), the first for 0, and the next one asked
 * when the one reached is not asked of this application.
 */
export function resumeStageIn(manifest: ApplicationManifest, stageIndicator: number, facts: StageFacts): number {
  const last = lastStageNumber(manifest);
  const reached = Math.min(Math.max(Math.trunc(stageIndicator) || 1, 1), last);
  const stage = manifestStage(manifest, reached);
  return stage && isStageAsked(stage, facts) ? reached : (stageAfterIn(manifest, reached, facts) ?? last);
}

/**
 * Whether a stage can be opened now: the first always; a later one once the first is saved, when it is asked, up to
 * the stage after the furthest one saved.
 */
export function canOpenStageIn(
  manifest: ApplicationManifest,
  number: number,
  application: StageFacts & { stageIndicator: number; stageOneSaved: boolean },
): boolean {
  const first = manifest.stages[0]?.number ?? 1;
  if (number === first) return true;
  const stage = manifestStage(manifest, number);
  if (!stage || !application.stageOneSaved || !isStageAsked(stage, application)) return false;
  const next = stageAfterIn(manifest, Math.max(application.stageIndicator, first), application);
  return number <= application.stageIndicator || number === next;
}
