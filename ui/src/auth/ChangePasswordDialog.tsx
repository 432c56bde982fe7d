import { queryOptions, useQuery } from '@tanstack/react-query';
import { titleOf } from 'engine';
import { type PasswordFormReply } from 'common';
import { apiGet, SUCCESS } from '../api/client.ts';
import { Dialog } from '../components/Dialog.tsx';
import { LoadedDefinitionForm } from '../forms/LoadedDefinitionForm.tsx';
import { DefinitionNotReady, useRenderedDefinition } from '../forms/useRenderedDefinition.tsx';
import { AUTH_MESSAGES } from './fieldRules.ts';

const FORM_ID = 'change-password';

/** GET /api/profile/password: what the form starts with (whether the account has a password at all). */
const passwordFormQuery = queryOptions({
  queryKey: ['profile', 'password-form'] as const,
  queryFn: async (): Promise<PasswordFormReply> => {
    const envelope = await apiGet<PasswordFormReply>('profile/password');
    if (envelope.status !== SUCCESS || !envelope.data) throw new Error(envelope.statusText);
    return envelope.data;
  },
  // Read afresh each time the popup opens (a password set here changes it); kept while the popup is open, so its
  // heading stays the one the person answered under.
  gcTime: 0,
});

/**
 * The Change Password popup, rendered from the 'change-password' definition with the account's own starting data
 * and posted to POST /api/profile/password (which checks the same definition with the account's own data, then the
 * account's rules: length, match, current password). The definition's conditions decide what an account without a
 * password is asked (New and Confirm only) and its heading ("Set a password"); this page only shows them.
 */
export default function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  const loaded = useRenderedDefinition(FORM_ID);
  const start = useQuery(passwordFormQuery);
  if (loaded.state !== 'ready' || !start.data) {
    const waiting =
      loaded.state === 'ready'
        ? start.isError
          ? { state: 'failed' as const, message: start.error.message, retry: () => void start.refetch() }
          : { state: 'loading' as const }
        : loaded;
    return (
      <Dialog title="Password" onClose={onClose}>
        <DefinitionNotReady loading={waiting} />
      </Dialog>
    );
  }
  const { definition, validator } = loaded.rendered;
  const title = titleOf(definition, start.data);
  return (
    <Dialog title={title} onClose={onClose}>
      <LoadedDefinitionForm
        formId={FORM_ID}
        definition={definition}
        validator={validator}
        submitPath="profile/password"
        submitLabel={title}
        initialData={{ ...start.data }}
        successMessage={AUTH_MESSAGES.passwordChanged}
      />
    </Dialog>
  );
}
