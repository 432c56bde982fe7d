import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
  // Once changed, the popup says so and offers Done: the form it was filled on no longer fits the account (a first
  // password was set, or the one forgotten replaced), so it is not offered again until the popup opens afresh.
  const [changed, setChanged] = useState(false);
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
  if (changed) {
    return (
      <Dialog title={title} onClose={onClose}>
        <Changed onDone={onClose} />
      </Dialog>
    );
  }
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
        onSaved={() => setChanged(true)}
      />
    </Dialog>
  );
}

/** The change made: said, and Done, which takes the focus the form's button had. */
function Changed({ onDone }: { onDone(): void }) {
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <>
      <div role="status">
        <p className="message message--success">{AUTH_MESSAGES.passwordChanged}</p>
      </div>
      <div className="dialog__actions">
        <button ref={done} type="button" className="button" onClick={onDone}>
          Done
        </button>
      </div>
    </>
  );
}
