import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

/** Props of a disclosure menu: a button that shows and hides a list of links. */
export interface DisclosureMenuProps {
  label: ReactNode;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The menu's items, each an <li>. */
  children: ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
  /** The menu's button, for an item that opens a popup: the focus waits there (see AccountMenu). */
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

/** A disclosure menu (button with aria-expanded); Escape closes it and returns focus to the button. */
export function DisclosureMenu({
  label,
  open,
  onOpenChange,
  children,
  align = 'start',
  buttonClassName,
  buttonRef: givenButtonRef,
}: DisclosureMenuProps) {
  const listId = useId();
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const buttonRef = givenButtonRef ?? ownButtonRef;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpenChange(false);
    buttonRef.current?.focus();
  }

  return (
    <div className="disclosure" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={`disclosure__button ${buttonClassName ?? ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
      >
        {label}
        <svg className="disclosure__chevron" viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
          <path d="M1 1.5 6 6.5 11 1.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className={`disclosure__list disclosure__list--${align}`} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
