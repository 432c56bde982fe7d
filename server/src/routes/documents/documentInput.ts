import { trimSpace } from 'engine';
import { extensionOf, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from 'common';
import type { AppContext } from 'server/http/context.ts';
import { badRequest, notFound } from 'server/http/envelope.ts';
import { readText, readWholeNumber } from 'server/http/input.ts';

/**
 * The inputs of the document calls (part 2 §5.9, §7.2, §7.3): ids read as whole numbers in the columns' range,
 * texts trimmed and bounded (names, file names and identifiers as single-line text, which refuses direction and
 * invisible characters), file names checked by extension (the bytes are checked again when they arrive).
 */

/** A body's fields (anything but an object reads as none). */
export type Body = Record<string, unknown>;

/** The request's JSON body as fields. */
export function bodyOf(ctx: AppContext): Body {
  const body: unknown = ctx.request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

/** The nested object `key` of a body (the spec's `req`), or no fields. */
export function nestedOf(body: Body, key: string): Body {
  const value = body[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

/** A single-line text field (a name, a file name, an identifier), trimmed ('' when absent or not text). */
export function textOf(body: Body, key: string): string {
  return readText(body[key], key);
}

/** A text of at most `max` characters, or a 400 naming the field; `multiline` for free text typed in a textarea. */
export function boundedText(body: Body, key: string, max: number, label: string, multiline = false): string {
  const value = readText(body[key], key, multiline);
  if (value.length > max) throw badRequest(`${label} can be at most ${max} characters.`, [key]);
  return value;
}

/** Said when no loan (id 1 or more) is chosen (part 2 §5.9). */
export const SELECT_LOAN = 'Select loan to view the documents';

/** The loan id of a query or body value: a 400 with the spec's message when none is chosen. */
export function loanIdOf(value: unknown): number {
  const id = readWholeNumber(typeof value === 'number' ? value : typeof value === 'string' ? trimSpace(value) : null);
  if (id === null) throw badRequest(SELECT_LOAN, ['l']);
  return id;
}

/** An id from the path; anything that is not one is a 404 (nothing by that name exists). */
export function pathIdOf(ctx: AppContext, name = 'id'): number {
  const id = readWholeNumber(ctx.params[name]);
  if (id === null) throw notFound();
  return id;
}

/** A required id of a body field, or a 400 with the message. */
export function requiredId(body: Body, key: string, message: string): number {
  const id = readWholeNumber(body[key]);
  if (id === null) throw badRequest(message, [key]);
  return id;
}

/** The content types of the extensions an upload may have. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** A file name to upload: its extension (lower case, jpeg read as jpg) and the content type its bytes must have. */
export interface FileNameCheck {
  name: string;
  extension: 'png' | 'jpg' | 'pdf';
  contentType: string;
}

/**
 * Checks the name (and the size, when the page sent it) of a file about to be uploaded: PNG, JPG or PDF by its
 * extension, any letter case, at most 106,000,000 bytes, with the spec's messages.
 */
export function checkFileName(rawName: string, size: unknown): FileNameCheck {
  const name = rawName.replace(/^.*[\\/]/, '').slice(0, 255);
  const extension = extensionOf(name);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    throw badRequest(UPLOAD_MESSAGES.format, ['filename']);
  }
  if (typeof size === 'number' && Number.isFinite(size) && size > UPLOAD_MAX_BYTES) {
    throw badRequest(UPLOAD_MESSAGES.size, ['filename']);
  }
  const normalised = extension === 'jpeg' ? 'jpg' : (extension as 'png' | 'jpg' | 'pdf');
  return { name, extension: normalised, contentType: CONTENT_TYPES[extension] as string };
}

/** The content type a stored upload must have for its extension. */
export function contentTypeOfExtension(extension: string): string | undefined {
  return CONTENT_TYPES[extension];
}
