import type { StudioDraftSaveRequest } from 'common';
import { badRequest } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';

/** A form id as the studio's paths carry it ('application-stage1'): lower-case words and digits joined by hyphens. */
const FORM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The form id of a studio path, or null when it cannot name a form. */
export function studioFormId(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 80 && FORM_ID.test(value) ? value : null;
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
  if (version === null || revision === null || missing.length > 0) {
    throw badRequest("Send the draft's version, the revision you opened and the definition.", missing);
  }
  return { version, revision, definition };
}
