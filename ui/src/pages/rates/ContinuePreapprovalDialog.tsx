import { Dialog } from 'ui/components/Dialog.tsx';

/** Props of the continue-pre-approval question. */
interface ContinuePreapprovalDialogProps {
  onConfirm(): void;
  onCancel(): void;
  onClose(): void;
}

/**
 * 'Do you want to continue with your Pre-approval?' (part 2 §4.9): Confirm resumes the wizard, Cancel starts over;
 * Close or Escape leaves the page as it was.
 */
export function ContinuePreapprovalDialog({ onConfirm, onCancel, onClose }: ContinuePreapprovalDialogProps) {
  return (
    <Dialog title="Do you want to continue with your Pre-approval?" onClose={onClose}>
      <p>You&apos;ll be able to pick from where you left</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onConfirm}>
          Confirm
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
