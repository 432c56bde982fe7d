import {
  APPLICATION_MANIFEST_SCHEMA,
  manifestProblems,
  SINGLE_FORM_MANIFEST_SCHEMA,
  type ApplicationManifest,
  type SingleFormManifest,
} from 'engine';
import { createAjv } from 'engine/compiler.ts';
import { prefillTableProblems, STORED_PREFILL_MAPPINGS } from 'server/application/preapprovalPrefill.ts';
import type { Db } from 'server/db/database.ts';
import { FORM_SOURCES, type FormSource } from 'forms';
import { APPLICATION_MANIFEST, SHORT_APPLICATION_MANIFEST } from 'forms/manifests/index.ts';

/** A manifest under forms/manifests/ that does not hold: the server does not start with it. */
export class ManifestError extends Error {
  constructor(problems: readonly string[]) {
    super(`forms/manifests: ${problems.join('; ')}`);
    this.name = 'ManifestError';
  }
}

/**
 * The problems of the application manifests, as the start-up and the tests check them: each against its JSON Schema,
 * then the stepped one's own rules (manifestProblems), and every definition they name present in forms/ or
 * published in the store (`published`: a definition published after the build).
 */
export function manifestFailures(
  manifests: { application: unknown; short: unknown } = {
    application: APPLICATION_MANIFEST,
    short: SHORT_APPLICATION_MANIFEST,
  },
  sources: readonly FormSource[] = FORM_SOURCES,
  published: readonly string[] = [],
): string[] {
  const ajv = createAjv();
  const problems: string[] = [];
  const known = new Set([...sources.map((source) => source.folder.split('/v')[0] ?? ''), ...published]);
  const check = (schema: object, value: unknown, name: string): boolean => {
    const validate = ajv.compile(schema);
    if (validate(value)) return true;
    for (const error of validate.errors ?? [])
      problems.push(`${name}${error.instancePath}: ${error.message ?? 'invalid'}`);
    return false;
  };
  if (check(APPLICATION_MANIFEST_SCHEMA, manifests.application, 'application.json')) {
    problems.push(
      ...manifestProblems(manifests.application as ApplicationManifest, known).map((p) => `application.json ${p}`),
    );
  }
  if (problems.length === 0) {
    const keys = new Set((manifests.application as ApplicationManifest).stages.map((stage) => stage.key));
    problems.push(...prefillTableProblems(keys, STORED_PREFILL_MAPPINGS));
  }
  if (check(SINGLE_FORM_MANIFEST_SCHEMA, manifests.short, 'application-short.json')) {
    const short = manifests.short as SingleFormManifest;
    if (!known.has(short.formId)) problems.push(`application-short.json formId: "${short.formId}" is no definition`);
  }
  return problems;
}

/**
 * Refuses to go on with a broken manifest (start-up, after the definitions are seeded), naming each problem; the
 * manifest may name a definition published in the store after the build.
 */
export async function assertManifests(db: Db): Promise<void> {
  const published = (await db('form_definitions')
    .where({ status: 'published' })
    .distinct('form_id')
    .pluck('form_id')) as string[];
  const problems = manifestFailures(undefined, undefined, published);
  if (problems.length > 0) throw new ManifestError(problems);
}
