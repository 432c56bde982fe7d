import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { UPLOAD_MAX_BYTES } from 'common';
import { FILE_MESSAGES } from 'server/files/storedFiles.ts';
import type { AppContext } from './context.ts';
import { badRequest } from './envelope.ts';
import { INPUT_UNREADABLE_MESSAGE } from './inputBoundary.ts';

/** A file part as it arrives: its bytes as a stream and the name the browser gave it. */
export interface IncomingFile {
  stream: Readable;
  filename: string;
}

/** The body of an upload: its text fields and what the handler made of its one file (absent: no file sent). */
export interface ReceivedUpload<T> {
  fields: Record<string, string>;
  result: T | undefined;
}

/** Multipart overhead allowed beyond the file itself (boundaries, headers, a few short fields). */
const OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart upload (`multipart/form-data`, one file in the part named `file`, a few short text fields) and
 * gives the file's stream to `handle` as it arrives: nothing is buffered whole. The request is read to its end
 * before the reply (a browser still sending gets the reply, not a reset), a body declared larger than the limit is
 * refused at once, and a malformed body is a 400 with the envelope.
 */
export async function receiveUpload<T>(
  ctx: AppContext,
  handle: (file: IncomingFile) => Promise<T>,
  maxBytes = UPLOAD_MAX_BYTES,
): Promise<ReceivedUpload<T>> {
  if (!ctx.is('multipart')) throw badRequest(FILE_MESSAGES.missing, ['file']);
  const encoding = ctx.get('content-encoding').trim().toLowerCase();
  if (encoding !== '' && encoding !== 'identity') throw badRequest(INPUT_UNREADABLE_MESSAGE);
  const declared = Number(ctx.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes + OVERHEAD_BYTES) {
    // Not read at all: the connection closes after the reply.
    ctx.set('Connection', 'close');
    throw badRequest(FILE_MESSAGES.size, ['file']);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: ctx.req.headers,
      // One byte over the limit reaches the handler, which refuses the file (busboy would cut it off silently).
      limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1000, parts: 12 },
    });
  } catch {
    throw badRequest(INPUT_UNREADABLE_MESSAGE);
  }
  const fields: Record<string, string> = {};
  let handled: Promise<T> | undefined;
  await new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || handled) {
        stream.resume();
        return;
      }
      handled = handle({ stream, filename: info.filename ?? '' });
      // Whatever the handler decides, the rest of the file is read (and dropped) so the request ends.
      handled.catch(() => stream.resume());
    });
    parser.once('close', resolve);
    parser.once('error', () => reject(badRequest(INPUT_UNREADABLE_MESSAGE)));
    ctx.req.once('aborted', () => reject(badRequest(INPUT_UNREADABLE_MESSAGE)));
    ctx.req.pipe(parser);
  });
  const pending = handled as Promise<T> | undefined;
  return { fields, result: pending ? await pending : undefined };
}
