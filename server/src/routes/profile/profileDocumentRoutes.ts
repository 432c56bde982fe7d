import { deleteProfileDocument, uploadProfileDocument } from 'server/commands/accounts/profileDocumentUploader.ts';
import type { AppDeps } from 'server/deps.ts';
import { findStoredFile, UPLOAD_TYPES, type StoredFile } from 'server/files/storedFiles.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter, AppContext } from 'server/http/context.ts';
import { badRequest, notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { sendStoredFile } from 'server/http/sendStoredFile.ts';
import { authorizeBorrowerRecord } from 'server/policies/authorize.ts';
import { loansOfBorrower } from 'server/policies/loanParties.ts';
import { STAFF_ROLES } from 'server/policies/roles.ts';
import { findProfile } from 'server/records/profiles.ts';

/** The success message of an upload (part 1 §9). */
export const UPLOAD_SUCCESSFUL = 'Upload Successful';
/** Said when a document is sent before the profile exists: the document belongs to a saved profile. */
export const SAVE_PROFILE_FIRST = 'Please save your profile details first, then upload your document.';
/** Said when the document is deleted. */
export const DOCUMENT_DELETED = 'Document deleted.';

/** The name the page shows for a stored document: a random name with its type, never the person's file name. */
export function blobnameOf(file: Pick<StoredFile, 'key' | 'content_type'>): string {
  return `${file.key.split('/').pop() ?? 'document'}.${UPLOAD_TYPES[file.content_type] ?? 'bin'}`;
}

/** Sends a stored document inline under its shown name. */
function sendInline(deps: AppDeps, ctx: AppContext, file: StoredFile): Promise<void> {
  return sendStoredFile(deps, ctx, file, blobnameOf(file));
}

/**
 * The profile document (part 1 §3, §5): POST /profile/document uploads it (multipart, the file in `file`),
 * GET /profile/document shows it to its owner, POST /profile/delete clears the reference (the bytes go with the
 * purge job), and GET /staff/borrowers/:id/profile-document shows it to staff on one of the borrower's loans.
 */
export function registerProfileDocumentRoutes(router: ApiRouter, deps: AppDeps): void {
  const borrower = signedIn(deps, ['borrower']);
  const staff = signedIn(deps, STAFF_ROLES);

  router.post('/profile/document', borrower, async (ctx) => {
    const user = signedInUser(ctx);
    if (!(await findProfile(deps.db, user.id))) throw badRequest(SAVE_PROFILE_FIRST, ['file']);
    const { file, linked } = await uploadProfileDocument(deps, ctx, user.id);
    if (!linked) throw badRequest(SAVE_PROFILE_FIRST, ['file']);
    ctx.body = success(
      { blobname: blobnameOf(file), contentType: file.content_type, size: file.byte_size },
      UPLOAD_SUCCESSFUL,
    );
  });

  router.get('/profile/document', borrower, async (ctx) => {
    const profile = await findProfile(deps.db, signedInUser(ctx).id);
    const file = profile?.document_file_id ? await findStoredFile(deps.db, profile.document_file_id) : undefined;
    if (!file) throw notFound('No document is uploaded.');
    await sendInline(deps, ctx, file);
  });

  router.post('/profile/delete', borrower, async (ctx) => {
    const cleared = await deleteProfileDocument(deps, signedInUser(ctx).id);
    if (cleared === null) throw notFound('No document is uploaded.');
    ctx.body = success({ blobname: '' }, DOCUMENT_DELETED);
  });

  router.get('/staff/borrowers/:id/profile-document', staff, async (ctx) => {
    const borrowerId = readWholeNumber(ctx.params.id);
    if (borrowerId === null) throw notFound();
    const profile = await findProfile(deps.db, borrowerId);
    const file = profile?.document_file_id ? await findStoredFile(deps.db, profile.document_file_id) : undefined;
    const loans = await loansOfBorrower(deps.db, borrowerId);
    // Checked before saying whether a document exists: staff without a loan of this borrower learn nothing.
    await authorizeBorrowerRecord(deps.db, ctx, 'read', {
      recordType: 'profile document',
      recordId: file?.id ?? 0,
      ownerId: borrowerId,
      loanIds: loans.map((loan) => loan.loanId),
    });
    if (!file) throw notFound('No document is uploaded.');
    await sendInline(deps, ctx, file);
  });
}
