import { useId, type ReactNode } from 'react';

/** Props of a calculator's results panel. */
export interface ResultPanelProps {
  /** Whether the inputs make sense; otherwise the prompt shows instead of the figures. */
  ready: boolean;
  /** A short sentence saying what is missing. */
  prompt: string;
  children: ReactNode;
  heading?: string;
}

/** The results of a calculator in a polite live region, so a screen reader hears each new figure. */
export function ResultPanel({ ready, prompt, children, heading = 'Your results' }: ResultPanelProps) {
  const headingId = useId();
  return (
    <section className="calc-results" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <div aria-live="polite" className="calc-results__body">
        {ready ? children : <p className="calc-results__prompt">{prompt}</p>}
      </div>
    </section>
  );
}
