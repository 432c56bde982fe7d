import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';

/** Which buttons a confirmation shows: Confirm and Cancel, or Yes, No and Cancel (spec part 1 §2). */
export type ConfirmVariant = 'confirmCancel' | 'yesNoCancel';

/** Props of a confirmation dialog. */
export interface ConfirmDialogProps {
  title: string;
  /** The question's explanation: a string becomes a paragraph; other content is shown as given. */
  message: ReactNode;
  /** Defaults to 'confirmCancel'. */
  variant?: ConfirmVariant;
  /** Confirm (or Yes). */
  onConfirm(): void;
  /** The second button: Cancel in 'confirmCancel', No in 'yesNoCancel'. */
  onDecline(): void;
  /** Closes without a choice: the Close button, Escape, and Cancel in 'yesNoCancel'. */
  onDismiss(): void;
  /** Overrides the first button's label ('Confirm' or 'Yes'). */
  confirmLabel?: string;
  /** Overrides the second button's label ('Cancel' or 'No'). */
  declineLabel?: string;
  /** Which answer takes the focus first: the first (the default) or, for a weighty choice, the second. */
  initialFocus?: 'confirm' | 'decline';
}

/**
 * A modal question with two or three answers. Focus starts on the first answer; Escape and Close dismiss it
 * without an answer, so only a deliberate click on the second button declines.
 */
export function ConfirmDialog({
  title,
  message,
  variant = 'confirmCancel',
  onConfirm,
  onDecline,
  onDismiss,
  confirmLabel,
  declineLabel,
  initialFocus = 'confirm',
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const declineRef = useRef<HTMLButtonElement>(null);
  const yesNo = variant === 'yesNoCancel';

  useEffect(() => {
    // Runs after Dialog's own effect has opened the modal, so the button can take focus.
    (initialFocus === 'decline' ? declineRef : confirmRef).current?.focus();
  }, [initialFocus]);

  return (
    <Dialog title={title} onClose={onDismiss}>
      {typeof message === 'string' ? <p>{message}</p> : message}
      <div className="dialog__actions">
        <button ref={confirmRef} type="button" className="button" onClick={onConfirm}>
          {confirmLabel ?? (yesNo ? 'Yes' : 'Confirm')}
        </button>
        <button ref={declineRef} type="button" className="button button--secondary" onClick={onDecline}>
          {declineLabel ?? (yesNo ? 'No' : 'Cancel')}
        </button>
        {yesNo ? (
          <button type="button" className="button button--secondary" onClick={onDismiss}>
            Cancel
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
