import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTHORIZATION_AGREEMENT } from 'common';
import { forgetCurrentApplication } from 'ui/session/currentApplication.ts';
import { Dialog } from './Dialog.tsx';
import { FormMessage } from './FormMessage.tsx';

/** Props of the authorization popup. */
export interface AuthorizationAgreementDialogProps {
  onClose(): void;
  /**
   * Called on Continue once I AGREE is ticked, after the previous application is forgotten and before going to
   * /stage1 (the 1003 starts its application there and remembers it); resolves with a refusal to show, or null.
   */
  onAgreed?(version: number): Promise<string | null>;
  /** Where Continue goes once agreed: /stage1 (a new application), or a co-borrower's own first stage. */
  destination?: string;
}

/**
 * The authorization agreement of Complete Application and of Fill 1003 Form (part 1 §4): the agreement's words,
 * an I AGREE box, and Continue once it is ticked, which forgets the previous application's loan id and co-borrower
 * indicator and goes to /stage1.
 */
export function AuthorizationAgreementDialog({
  onClose,
  onAgreed,
  destination = '/stage1',
}: AuthorizationAgreementDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');
  const navigate = useNavigate();

  async function continueToApplication() {
    if (busy) return;
    setBusy(true);
    forgetCurrentApplication();
    const problem = (await onAgreed?.(AUTHORIZATION_AGREEMENT.version)) ?? null;
    setBusy(false);
    if (problem) {
      setRefused(problem);
      return;
    }
    onClose();
    navigate(destination);
  }

  return (
    <Dialog title={AUTHORIZATION_AGREEMENT.title} onClose={onClose}>
      <div className="agreement">
        {AUTHORIZATION_AGREEMENT.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />I AGREE
      </label>
      <FormMessage text={refused} tone="error" />
      <div className="dialog__actions">
        {agreed ? (
          <button type="button" className="button" aria-busy={busy} onClick={() => void continueToApplication()}>
            Continue
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
