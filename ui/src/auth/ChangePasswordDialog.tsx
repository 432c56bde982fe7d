import { Dialog } from '../components/Dialog.tsx';
import { DefinitionForm } from '../forms/DefinitionForm.tsx';
import { AUTH_MESSAGES } from './fieldRules.ts';

/**
 * The Change Password popup, rendered from the 'change-password' definition and posted to POST /api/profile/password
 * (which checks the same definition, then the account's own rules: length, match, current password).
 */
export default function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  return (
    <Dialog title="Change Password" onClose={onClose}>
      <DefinitionForm
        formId="change-password"
        submitPath="profile/password"
        submitLabel="Change Password"
        successMessage={AUTH_MESSAGES.passwordChanged}
      />
    </Dialog>
  );
}
