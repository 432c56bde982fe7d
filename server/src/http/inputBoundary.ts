import { bodyParser } from '@koa/bodyparser';
import { isAcceptedText } from 'engine';
import type { Middleware } from 'koa';
import type { AppState } from './context.ts';
import { ApiError, badRequest, type FieldProblem } from './envelope.ts';

/**
 * The one input boundary every request passes before a route sees it: the body is JSON that could be read and
 * decoded, no deeper than MAX_DEPTH, and every string in the path, the query and the body (keys included) is text
 * the forms accept (engine/src/text.ts). The path, the keys and the query are single-line text (no line breaks,
 * no direction controls or invisible characters); a body's strings pass here as multi-line text, since which
 * fields are free text is the definition's to say (or, on a route without one, its input reader's). Every refusal
 * is the envelope, with the failing fields' paths, before anything is read or stored; nothing is stripped.
 */

/** Said when text holds characters no field accepts. */
export const INPUT_TEXT_MESSAGE =
  'Some of the text sent holds characters we cannot accept. Please remove them and try again.';
/** Said for a body nested deeper than any form is. */
export const INPUT_DEPTH_MESSAGE = 'The request is nested too deeply.';
/** Said for a number JSON can write but no field can hold (1e400). */
export const INPUT_NUMBER_MESSAGE = 'A number sent is too large.';
/** Said for a body that is not JSON (or a file upload where one is taken). */
export const INPUT_TYPE_MESSAGE = 'Please send the request as JSON.';
/** Said for a body that could not be read, decompressed or parsed. */
export const INPUT_UNREADABLE_MESSAGE = 'The request could not be read. Please try again.';
/** Said for a body over the limit. */
export const INPUT_TOO_LARGE_MESSAGE = 'The request is too large.';
/** Said for a path that is not valid percent-encoded UTF-8. */
export const INPUT_PATH_MESSAGE = 'This address is not valid.';

/** No form nests deeper (a 1003 record is about 6 levels); JSON deeper than this is refused before any walk. */
export const MAX_DEPTH = 32;
/** At most this many failing paths are named in a refusal. */
const MAX_PROBLEMS = 20;

/**
 * The problems of a parsed body (or query), by path: text not accepted (as multi-line text unless `multiline` is
 * false, as for a query), non-finite numbers, nesting deeper than MAX_DEPTH. The walk goes no deeper than MAX_DEPTH,
 * so no body can exhaust the stack; a path is written out only for a value that has a problem.
 */
export function inputProblems(value: unknown, root = '', multiline = true): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const keys: string[] = [root];
  const problem = (message: string) => problems.push({ path: keys.filter((key) => key !== '').join('.'), message });
  const visit = (current: unknown, depth: number): void => {
    if (problems.length >= MAX_PROBLEMS) return;
    if (typeof current === 'string') {
      if (!isAcceptedText(current, multiline)) problem(INPUT_TEXT_MESSAGE);
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) problem(INPUT_NUMBER_MESSAGE);
    } else if (typeof current === 'object' && current !== null) {
      if (depth >= MAX_DEPTH) {
        problem(INPUT_DEPTH_MESSAGE);
      } else if (Array.isArray(current)) {
        for (let index = 0; index < current.length; index += 1) {
          keys.push(String(index));
          visit(current[index], depth + 1);
          keys.pop();
        }
      } else {
        for (const key of Object.keys(current)) {
          // A key that is not accepted text is named by its position, so the reply holds only valid text.
          const accepted = isAcceptedText(key, false);
          keys.push(accepted ? key : '?');
          if (accepted) visit((current as Record<string, unknown>)[key], depth + 1);
          else problem(INPUT_TEXT_MESSAGE);
          keys.pop();
        }
      }
    }
  };
  visit(value, 0);
  return problems;
}

function hasBody(ctx: { get(field: string): string }): boolean {
  return ctx.get('transfer-encoding') !== '' || Number(ctx.get('content-length') || '0') > 0;
}

function unreadableBody(error: unknown): ApiError {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 413) return new ApiError(413, INPUT_TOO_LARGE_MESSAGE);
  if (status === 415) return new ApiError(415, INPUT_TYPE_MESSAGE);
  // Malformed JSON, a body that does not decompress (gzip, br, deflate), a stream cut short: the sender's fault.
  return new ApiError(400, INPUT_UNREADABLE_MESSAGE);
}

/** Options of the boundary. */
export interface InputBoundaryOptions {
  /** Largest JSON body, as the body parser reads it ('1mb'). */
  jsonLimit: string;
}

/**
 * The boundary middleware (see the top of this file). Bodies are read only as JSON; a multipart upload passes
 * unread, for the one route that streams it (files are never parsed here).
 */
export function inputBoundary(options: InputBoundaryOptions): Middleware<AppState> {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: options.jsonLimit, patchNode: false });
  return async (ctx, next) => {
    let decodedPath: string;
    try {
      decodedPath = decodeURIComponent(ctx.path);
    } catch {
      throw new ApiError(400, INPUT_PATH_MESSAGE);
    }
    if (!isAcceptedText(decodedPath, false)) throw new ApiError(400, INPUT_PATH_MESSAGE);
    const queryProblems = inputProblems(ctx.query, 'query', false);
    if (queryProblems.length > 0) throw badRequest(INPUT_TEXT_MESSAGE, queryProblems);

    // A form-encoded body is let through unread: RFC 8058's one-click unsubscribe posts `List-Unsubscribe=One-Click`.
    if (hasBody(ctx) && !ctx.is('json', 'multipart', 'urlencoded')) throw new ApiError(415, INPUT_TYPE_MESSAGE);
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
      });
    } catch (error) {
      if (parsed) throw error;
      ctx.state.log.info({ err: error }, 'request body refused');
      throw unreadableBody(error);
    }
    const bodyProblems = inputProblems(ctx.request.body);
    if (bodyProblems.length > 0) throw badRequest(bodyProblems[0]?.message ?? INPUT_TEXT_MESSAGE, bodyProblems);
    await next();
  };
}
