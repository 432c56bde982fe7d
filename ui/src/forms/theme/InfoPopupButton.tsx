import { useState } from 'react';
import { Dialog } from 'ui/components/Dialog.tsx';
import { paragraphsOf, type FieldInfo } from './widgetOptions.ts';

/**
 * A small (i) button beside a field's label that opens the definition's info popup (`ui:options.info`) in a modal
 * dialog with a Close button (part 2 §2.3); Escape closes it too and focus returns to the button.
 */
export function InfoPopupButton({ info }: { info: FieldInfo }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="df-info" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">i</span>
        <span className="visually-hidden">About {info.title}</span>
      </button>
      {open && (
        <Dialog title={info.title} onClose={() => setOpen(false)}>
          {paragraphsOf(info.text).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Dialog>
      )}
    </>
  );
}
