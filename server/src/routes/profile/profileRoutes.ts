import { saveBorrowerProfile } from 'server/commands/accounts/profileSaver.ts';
import { findUserById, type UserRow } from 'server/commands/accounts/users.ts';
import type { AppDeps } from 'server/deps.ts';
import { findDefinition } from 'server/forms/formDefinitionStore.ts';
import { FORM_UNAVAILABLE_MESSAGE, validateSubmission } from 'server/forms/submissionValidation.ts';
import { signedIn, signedInUser } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { readWholeNumber, REVISION_RANGE } from 'server/http/input.ts';
import { badRequest, success, unauthorized } from 'server/http/envelope.ts';
import { findStoredFile } from 'server/files/storedFiles.ts';
import { findProfile, type ProfileRow } from 'server/records/profiles.ts';
import { blobnameOf } from './profileDocumentRoutes.ts';
import { documentFieldsOf, profileFieldsOf } from './profileFields.ts';
import { presentProfile } from './profilePresenter.ts';

/** The definition of the profile form (forms/profile). */
export const PROFILE_FORM = 'profile';

/** The message the page shows once the profile is saved (part 1 §8). */
export const PROFILE_SAVED = 'Data is saved!';

/** Profile fields that show the account's own details, read-only: the account is where they change. */
const ACCOUNT_FIELDS: Readonly<Record<string, (user: UserRow) => string | null>> = {
  firstName: (user) => user.first_name,
  lastName: (user) => user.last_name,
  email: (user) => user.email,
  cellPhone: (user) => user.mobile_number,
};

/** The account-backed values of the profile form. */
export function accountValues(user: UserRow): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ACCOUNT_FIELDS).flatMap(([name, read]) => {
      const value = read(user);
      return value ? [[name, value]] : [];
    }),
  );
}

/** The shown name of the profile's document, '' when there is none. */
async function documentNameOf(deps: AppDeps, profile: ProfileRow | undefined): Promise<string> {
  const file = profile?.document_file_id ? await findStoredFile(deps.db, profile.document_file_id) : undefined;
  return file ? blobnameOf(file) : '';
}

function readRevision(value: unknown): number {
  if (value === undefined) return 0;
  const revision = readWholeNumber(value, REVISION_RANGE);
  if (revision !== null) return revision;
  throw badRequest('This page is out of date. Please reload it and try again.', ['revision']);
}

function readProfileVersion(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const version = readWholeNumber(value);
  if (version === null) throw badRequest(FORM_UNAVAILABLE_MESSAGE, ['formVersion']);
  return version;
}

/**
 * The profile (part 1 §3, §5): GET /profile gives the account details card, the profile form's field list (from the
 * `profile` definition), the saved values and the upload context; POST /profile saves the values, validated by the
 * same definition, and moves a new account from status 3 (profile incomplete) to 1. The account's name, e-mail and
 * cell phone are shown read-only and always come from the account.
 */
export function registerProfileRoutes(router: ApiRouter, deps: AppDeps): void {
  const borrower = signedIn(deps, ['borrower']);

  router.get('/profile', borrower, async (ctx) => {
    const user = await findUserById(deps.db, signedInUser(ctx).id);
    if (!user) throw unauthorized();
    const stored = await findDefinition(deps.db, PROFILE_FORM, undefined);
    if (!stored) throw new Error('The profile form is not published');
    const profile = await findProfile(deps.db, user.id);
    ctx.body = success(
      presentProfile(
        user,
        profile,
        stored,
        profileFieldsOf(stored.definition),
        accountValues(user),
        await documentNameOf(deps, profile),
      ),
    );
  });

  router.post('/profile', borrower, async (ctx) => {
    const caller = signedInUser(ctx);
    const user = await findUserById(deps.db, caller.id);
    if (!user) throw unauthorized();
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('All fields are mandatory');
    const { formVersion, revision, id: _id, blobname: _blobname, ...fields } = body;
    const expected = readRevision(revision);
    const latest = await findDefinition(deps.db, PROFILE_FORM, undefined);
    if (!latest) throw new Error('The profile form is not published');
    const profile = await findProfile(deps.db, user.id);
    // Document fields are set by uploads, never by a save's body; account fields come from the account.
    const documentFields = documentFieldsOf(latest.definition);
    const documentName = await documentNameOf(deps, profile);
    const documents = documentFields[0] && documentName ? { [documentFields[0]]: documentName } : {};
    const fixed = Object.fromEntries(Object.entries(fields).filter(([name]) => !documentFields.includes(name)));
    const payload = { ...fixed, ...documents, ...accountValues(user) };
    const validated = await validateSubmission(deps.db, PROFILE_FORM, readProfileVersion(formVersion), payload, {
      onRefused: (refused) => ctx.state.log.info({ formId: PROFILE_FORM, ...refused }, 'profile refused'),
    });
    const saved = await saveBorrowerProfile(deps, user, expected, validated);
    ctx.body = success({ id: saved.id, revision: saved.revision, status: 1 }, PROFILE_SAVED);
  });
}
