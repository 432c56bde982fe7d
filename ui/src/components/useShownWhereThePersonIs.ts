import { useEffect, useRef } from 'react';

/**
 * A message that just appeared in answer to a button, brought into view and given the focus (it needs
 * `tabIndex={-1}`): on a phone the message may be a screen or more above the button pressed (Save & Finish Later's
 * confirmation at the top of a long form, an upload's outcome above the form that was cleared). `shown` is what the
 * message says, or anything that changes with each new message; nothing happens while it is empty.
 */
export function useShownWhereThePersonIs<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!shown) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [shown]);
  return ref;
}
