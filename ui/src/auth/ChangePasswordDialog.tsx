import { useState, type FormEvent } from 'react';
import { SUCCESS } from '../api/client.ts';
import { Dialog } from '../components/Dialog.tsx';
import { FormMessage } from '../components/FormMessage.tsx';
import { TextField } from '../components/TextField.tsx';
import { changePassword } from './authApi.ts';
import { AUTH_MESSAGES } from './fieldRules.ts';
import { useFormFeedback } from './useFormFeedback.ts';

const EMPTY = { oldpassword: '', newpassword: '', conpassword: '' };

/** The Change Password popup (POST /api/profile/password). */
export default function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  const [values, setValues] = useState(EMPTY);
  const feedback = useFormFeedback();
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (feedback.busy) return;
    const missing = (Object.keys(values) as (keyof typeof EMPTY)[]).filter((field) => !values[field]);
    if (missing.length > 0) return feedback.fail(AUTH_MESSAGES.mandatory, missing);
    if (values.newpassword !== values.conpassword) {
      return feedback.fail(AUTH_MESSAGES.passwordMismatch, ['newpassword', 'conpassword']);
    }
    feedback.setBusy(true);
    const reply = await changePassword(values);
    feedback.setBusy(false);
    if (reply.status !== SUCCESS) return feedback.fail(reply.statusText, reply.errors);
    setValues(EMPTY);
    feedback.succeed(AUTH_MESSAGES.passwordChanged);
  }

  const invalid = (field: string) => feedback.invalid.has(field);

  return (
    <Dialog title="Change Password" onClose={onClose}>
      <form noValidate onSubmit={submit} aria-busy={feedback.busy}>
        <TextField
          label="Current Password"
          name="oldpassword"
          type="password"
          autoComplete="current-password"
          required
          value={values.oldpassword}
          onValueChange={set('oldpassword')}
          invalid={invalid('oldpassword')}
        />
        <TextField
          label="New Password"
          name="newpassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.newpassword}
          onValueChange={set('newpassword')}
          invalid={invalid('newpassword')}
        />
        <TextField
          label="Confirm New Password"
          name="conpassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.conpassword}
          onValueChange={set('conpassword')}
          invalid={invalid('conpassword')}
        />
        <FormMessage text={feedback.message.text} tone={feedback.message.tone} />
        <div className="dialog__actions">
          <button type="submit" className="button" aria-busy={feedback.busy}>
            Change Password
          </button>
        </div>
      </form>
    </Dialog>
  );
}
