import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';

/**
 * One current outcome on a page of many cards (the staff's loan page): each card says what its own action did, and a
 * card's outcome goes once another card's action says something, so the page never shows a pile of earlier
 * messages, only what the last action did. Outside a scope each outcome stays until its own card changes it.
 */

interface Scope {
  /** The card whose outcome is current ('' for none yet). */
  current: string;
  claim: (card: string) => void;
}

const OutcomeScopeContext = createContext<Scope | null>(null);

/** The part of a page whose cards share one current outcome. */
export function OutcomeScope({ children }: { children: ReactNode }) {
  const [current, claim] = useState('');
  const scope = useMemo(() => ({ current, claim }), [current]);
  return <OutcomeScopeContext.Provider value={scope}>{children}</OutcomeScopeContext.Provider>;
}

/**
 * A card's outcome, as useState gives it (null for none): one set (not null) becomes the scope's current outcome, and
 * this card's is shown as null while another card's is current.
 */
export function useScopedOutcome<T>(): [T | null, (outcome: T | null) => void] {
  const scope = useContext(OutcomeScopeContext);
  const card = useId();
  const [outcome, setOwn] = useState<T | null>(null);
  const claim = scope?.claim;
  const setOutcome = useCallback(
    (next: T | null) => {
      setOwn(next);
      if (next !== null) claim?.(card);
    },
    [claim, card],
  );
  return [scope && scope.current !== card ? null : outcome, setOutcome];
}
