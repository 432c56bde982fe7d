import type { ProfileFieldReply, ProfileReply } from 'common';
import type { UserRow } from 'server/commands/accounts/users.ts';
import type { StoredDefinition } from 'server/forms/formDefinitionStore.ts';
import { displayName } from 'server/presenters/userPresenter.ts';
import type { ProfileRow } from 'server/records/profiles.ts';

/** The profile reply; lists what it returns, so no other column of the user or profile leaks. */
export function presentProfile(
  user: UserRow,
  profile: ProfileRow | undefined,
  stored: StoredDefinition,
  fields: ProfileFieldReply[],
  account: Record<string, string>,
  /** The stored document's shown name ('' when none): the first document field's value. */
  documentName: string,
): ProfileReply {
  const documentFields = fields.filter((field) => field.type === 'doc').map((field) => field.name);
  const declared = new Set(fields.map((field) => field.name));
  const saved = Object.fromEntries(
    Object.entries(profile?.data ?? {}).filter(([name]) => declared.has(name) && !documentFields.includes(name)),
  );
  if (documentFields[0] && documentName) saved[documentFields[0]] = documentName;
  return {
    profile: {
      fullname: displayName(user),
      email: user.email,
      mobile: user.mobile_number ?? '',
      createdt: new Date(user.created_at).toISOString(),
    },
    req: { folder: 'profile', entity: 'PROFILE', formId: stored.formId, formVersion: stored.version, documentFields },
    schema: fields,
    values: {
      ...saved,
      ...account,
      id: profile?.id ?? 0,
      blobname: documentName,
      revision: profile?.revision ?? 0,
    },
  };
}
