import { useContext, useEffect, useReducer, useRef } from 'react';
import { DraftScopeContext } from '../drafts/draftScope.ts';
import { sumOfAmounts } from './widgetOptions.ts';

// Made on first use: the first number format a page makes costs tens of milliseconds on a phone (ICU's data).
let money: Intl.NumberFormat | undefined;
const moneyFormat = () => (money ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** Props of a running total: the label, and the fields added up by element id with the values the form holds. */
export interface MoneyTotalProps {
  label: string;
  fields: readonly { id: string; value: unknown }[];
}

/**
 * A running total of an object's money fields (`ui:options.total`, the wizard's assets). What is being typed is
 * counted too: the total reads each field's typing draft, and redraws itself (only itself) after each key in the
 * group it closes, so the form is not rendered for it.
 */
export function MoneyTotal({ label, fields }: MoneyTotalProps) {
  const scope = useContext(DraftScopeContext);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const ref = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const group = ref.current?.parentElement;
    if (!group) return;
    // A native listener on the group runs before React hands the key to the widget (React listens at the root,
    // and microtasks run between the two): the draft is held once the event has been handled.
    const onInput = () => setTimeout(redraw, 0);
    group.addEventListener('input', onInput);
    return () => group.removeEventListener('input', onInput);
  }, []);

  const total = sumOfAmounts(fields.map(({ id, value }) => scope?.draftOf(id)?.value ?? value));
  return (
    <p ref={ref} className="df-total">
      <span className="df-total__label">{label}</span>{' '}
      <strong className="df-total__amount">{moneyFormat().format(total)}</strong>
    </p>
  );
}
