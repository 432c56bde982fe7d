import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import {
  FILE_MESSAGES,
  FileRefusedError,
  markFileDeleted,
  storeFile,
  type StoredFile,
} from 'server/files/storedFiles.ts';
import type { AppContext } from 'server/http/context.ts';
import { badRequest } from 'server/http/envelope.ts';
import { receiveUpload } from 'server/http/fileUpload.ts';
import { setProfileDocument } from 'server/records/profiles.ts';

/**
 * Receives the borrower's profile document (multipart, the file in `file`), stores it sealed and points their
 * profile at it; the document it replaces goes with the purge job. `linked` is false when the person has no
 * profile: the new file is then let go at once.
 */
export async function uploadProfileDocument(
  deps: AppDeps,
  ctx: AppContext,
  userId: number,
): Promise<{ file: StoredFile; linked: boolean }> {
  let upload;
  try {
    upload = await receiveUpload(ctx, ({ stream, filename }) =>
      storeFile(deps, stream, { purpose: 'profile', ownerUserId: userId, originalName: filename }),
    );
  } catch (error) {
    if (error instanceof FileRefusedError) throw badRequest(error.message, ['file']);
    throw error;
  }
  const file = upload.result;
  if (!file) throw badRequest(FILE_MESSAGES.missing, ['file']);
  const linked = await inTransaction(deps, async (trx) => {
    const set = await setProfileDocument(trx, userId, file.id);
    await (set ? set.previous !== null && markFileDeleted(trx, set.previous) : markFileDeleted(trx, file.id));
    return set;
  });
  return { file, linked: linked !== undefined };
}

/** Clears the borrower's profile document (its bytes go with the purge job); returns the file it held, if any. */
export async function deleteProfileDocument(deps: AppDeps, userId: number): Promise<number | null> {
  return inTransaction(deps, async (trx) => {
    const set = await setProfileDocument(trx, userId, null);
    if (set?.previous) await markFileDeleted(trx, set.previous);
    return set?.previous ?? null;
  });
}
