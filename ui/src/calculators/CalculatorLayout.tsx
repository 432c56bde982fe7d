import type { ReactNode } from 'react';
import { CalculatorNav } from './CalculatorNav.tsx';
import { calculatorLink, type CalculatorId } from './calculatorLinks.ts';
import './calculators.css';

/** Props of the common calculator page frame. */
export interface CalculatorLayoutProps {
  id: CalculatorId;
  /** How the figures are worked out, in plain words. */
  explanation: ReactNode;
  /** The inputs. */
  form: ReactNode;
  /** The results panel. */
  results: ReactNode;
  /** Wide content under the form and results: chart, schedule, notes. */
  children?: ReactNode;
}

/** The frame of every calculator page: icon navigation, h1 (the calculator's label), explanation, form and results. */
export function CalculatorLayout({ id, explanation, form, results, children }: CalculatorLayoutProps) {
  const { label } = calculatorLink(id);
  return (
    <div className="container page calc-page">
      <CalculatorNav />
      <h1>{label}</h1>
      <div className="calc-page__explanation">{explanation}</div>
      <div className="calc-page__grid">
        <form className="calc-form" aria-label={`${label} inputs`} onSubmit={(event) => event.preventDefault()}>
          {form}
        </form>
        {results}
      </div>
      {children}
    </div>
  );
}
