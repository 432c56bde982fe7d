import type { StudioDraftSaveRequest } from 'common';
import type { FormFixtures } from 'engine';
import type { ReviewRequest } from 'server/commands/studio/draftReview.ts';
import type { PublishRequest } from 'server/commands/studio/versionPublisher.ts';
import { badRequest } from 'server/http/envelope.ts';
import { readText, readWholeNumber } from 'server/http/input.ts';

/** A form id as the studio's paths carry it ('application-stage1'): lower-case words and digits joined by hyphens. */
const FORM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The form id of a studio path, or null when it cannot name a form. */
export function studioFormId(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 80 && FORM_ID.test(value) ? value : null;
}

/** A draft's examples: lists of valid records and of invalid ones with their expected messages; else null. */
function fixturesOf(value: unknown): FormFixtures | null {
  const fixtures = value as Partial<FormFixtures> | null;
  const isObject = (row: unknown) => typeof row === 'object' && row !== null && !Array.isArray(row);
  const ok =
    isObject(fixtures) &&
    Array.isArray(fixtures?.valid) &&
    fixtures.valid.every(isObject) &&
    Array.isArray(fixtures.invalid) &&
    fixtures.invalid.every((row) => isObject(row) && isObject(row.data) && isObject(row.errors));
  return ok ? (fixtures as FormFixtures) : null;
}

/** The body of a draft save: whole-number version and revision, and the definition as an object. */
export function parseDraftSave(body: unknown): StudioDraftSaveRequest {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const version = readWholeNumber(fields.version);
  const revision = readWholeNumber(fields.revision);
  const definition = fields.definition;
  const missing = [
    ...(version === null ? ['version'] : []),
    ...(revision === null ? ['revision'] : []),
    ...(typeof definition === 'object' && definition !== null && !Array.isArray(definition) ? [] : ['definition']),
  ];
  const fixtures = fields.fixtures === undefined ? undefined : fixturesOf(fields.fixtures);
  if (fixtures === null) missing.push('fixtures');
  if (version === null || revision === null || fixtures === null || missing.length > 0) {
    throw badRequest("Send the draft's version, the revision you opened and the definition.", missing);
  }
  return { version, revision, definition, ...(fixtures === undefined ? {} : { fixtures }) };
}

const fieldsOf = (body: unknown): Record<string, unknown> =>
  (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;

/** The draft's version and the revision read, which every review step names. */
function draftAt(fields: Record<string, unknown>): { version: number; revision: number } {
  const version = readWholeNumber(fields.version);
  const revision = readWholeNumber(fields.revision);
  if (version === null || revision === null) {
    throw badRequest("Send the draft's version and the revision you read.", [
      ...(version === null ? ['version'] : []),
      ...(revision === null ? ['revision'] : []),
    ]);
  }
  return { version, revision };
}

/** A review step's body: the draft at the revision read, and the reason or note (free text, possibly empty). */
export function parseReviewStep(body: unknown): ReviewRequest {
  const fields = fieldsOf(body);
  return { ...draftAt(fields), words: readText(fields.words, 'words', true) };
}

/** A publication's body: the approved draft at the revision read, and when (ISO 8601 with a zone), or now. */
export function parsePublish(body: unknown): PublishRequest {
  const fields = fieldsOf(body);
  const at = fields.at === undefined || fields.at === null || fields.at === '' ? null : fields.at;
  if (at === null) return { ...draftAt(fields), at: null };
  const when = typeof at === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(at);
  const date = when ? new Date(at as string) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw badRequest('Give the date and time to publish at.', [
      { path: 'at', message: 'Give the date and time to publish at.' },
    ]);
  }
  return { ...draftAt(fields), at: date };
}

/** A version number in a studio path, or null. */
export function studioVersion(value: unknown): number | null {
  return readWholeNumber(value);
}

/** One side of a comparison: a version number, or 'draft' for the open draft. */
export function comparedSide(value: unknown): number | 'draft' | null {
  return value === 'draft' ? 'draft' : readWholeNumber(value);
}
