import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTHORIZATION_AGREEMENT } from 'engine';
import { Dialog } from './Dialog.tsx';
import { FormMessage } from './FormMessage.tsx';

/** Session keys of the 1003 in progress that a new application starts without (part 1 §3). */
const APPLICATION_SESSION_KEYS = ['loanid', 'coborrower', 'coBorrowerIndicator'];

/** Props of the authorization popup. */
export interface AuthorizationAgreementDialogProps {
  onClose(): void;
  /**
   * Called on Continue once I AGREE is ticked, before going to /stage1 (the 1003 records the agreement there);
   * resolves with a refusal to show, or null to go on.
   */
  onAgreed?(version: number): Promise<string | null>;
}

/**
 * The authorization agreement of Complete Application and of Fill 1003 Form (part 1 §4): the agreement's words,
 * an I AGREE box, and Continue once it is ticked, which forgets the previous application's loan id and co-borrower
 * indicator and goes to /stage1.
 */
export function AuthorizationAgreementDialog({ onClose, onAgreed }: AuthorizationAgreementDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');
  const navigate = useNavigate();

  async function continueToApplication() {
    if (busy) return;
    setBusy(true);
    const problem = (await onAgreed?.(AUTHORIZATION_AGREEMENT.version)) ?? null;
    setBusy(false);
    if (problem) {
      setRefused(problem);
      return;
    }
    try {
      for (const key of APPLICATION_SESSION_KEYS) sessionStorage.removeItem(key);
    } catch {
      // Storage blocked: there is no earlier application's state to forget.
    }
    onClose();
    navigate('/stage1');
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
