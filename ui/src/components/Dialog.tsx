import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

/** Props of a modal dialog. */
export interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Optional line under the title. */
  intro?: ReactNode;
}

/**
 * An accessible modal dialog on the native <dialog> element: showModal() makes the rest of the page
 * inert (focus stays inside), Escape and the Close button call onClose, focus returns on unmount.
 */
export function Dialog({ title, onClose, children, intro }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // Start in the first field rather than on the Close button.
      dialog.querySelector<HTMLElement>('.dialog__body :is(input, select, textarea)')?.focus();
    }
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="dialog__close" onClick={onClose}>
          Close
        </button>
      </div>
      {intro ? <div className="dialog__intro">{intro}</div> : null}
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
