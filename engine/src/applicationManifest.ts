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
  /** Filled one person at a time: its value is `{ applications: [...] }` (the applicant switcher). */
  perPerson: boolean;
  /** Asked only when this holds; skipped in the order otherwise. */
  onlyWith?: StageCondition;
}

/** The manifest of a stepped application (the 1003). */
export interface ApplicationManifest {
  id: string;
  title: string;
  /** The page after the last stage's Submit. */
  afterSubmit: string;
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

/** JSON Schema of a stepped application's manifest (forms/manifests/application.json). */
export const APPLICATION_MANIFEST_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'afterSubmit', 'stages'],
  properties: {
    id: FORM_ID,
    title: NAME,
    afterSubmit: ROUTE,
    stages: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['number', 'key', 'formId', 'versionKey', 'name', 'route', 'perPerson'],
        properties: {
          number: { type: 'integer', minimum: 1, maximum: 20 },
          key: KEY,
          formId: FORM_ID,
          versionKey: KEY,
          name: NAME,
          route: ROUTE,
          perPerson: { type: 'boolean' },
          onlyWith: { enum: ['coBorrower'] },
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
  if (seen.route.has(manifest.afterSubmit)) problems.push('afterSubmit: must be a page after the stages');
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

/** The number of the last stage. */
export function lastStageNumber(manifest: ApplicationManifest): number {
  return manifest.stages.at(-1)?.number ?? 1;
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
