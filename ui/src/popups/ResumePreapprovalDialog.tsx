import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { apiPost } from '../api/client.ts';
import { clearSavedWizard, savedProgressChanged } from '../session/savedWizard.ts';
import { useSession } from '../session/useSession.ts';
import type { ResumeQuestion } from './PopupContext.ts';

/**
 * 'Do you want to continue with your Pre-approval?' (part 1 §4): Yes (or Confirm) goes on at /preapprove; No (or
 * Cancel where there is no third answer) forgets the saved progress, here and, for a signed-in borrower, on the
 * server, then starts afresh with the zip question; Cancel, Close or Escape leave everything as it was.
 */
export default function ResumePreapprovalDialog({
  variant,
  onStartAfresh,
  onClose,
}: {
  variant: ResumeQuestion;
  onStartAfresh(): void;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      variant={variant}
      title="Do you want to continue with your Pre-approval?"
      message="You'll be able to pick from where you left"
      onConfirm={() => {
        onClose();
        navigate('/preapprove');
      }}
      onDecline={async () => {
        if (busy) return;
        setBusy(true);
        // This device's progress, and the server's for a signed-in borrower (POST /pre/progress/discard).
        clearSavedWizard();
        if (signedIn) await apiPost('pre/progress/discard', {});
        savedProgressChanged();
        onStartAfresh();
      }}
      onDismiss={onClose}
    />
  );
}
