import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CalculatorField } from './CalculatorField.tsx';
import { formatMoney } from './formatMoney.ts';
import { parseInput, rangeMessage } from './inputRules.ts';
import { monthlyPayment } from './mortgageMath.ts';
import './calculators.css';

/** Props of the simple loan calculator block. */
export interface SimpleLoanCalculatorProps {
  /** The block's heading. */
  heading?: string;
  /** The heading level, so the block fits the page's outline. */
  headingLevel?: 2 | 3;
  /** Starting values of the three inputs, as typed (e.g. { amount: '250000', rate: '6.5', years: '30' }). */
  initial?: Partial<Record<'amount' | 'rate' | 'years', string>>;
}

/**
 * The home page's simple loan calculator (spec part 1 §1): amount, rate and years give the monthly payment,
 * computed only when all three are nonzero and the term is 1 to 30 years. Apply For Loan reloads the
 * current address with q=/stage1, which opens sign-in and then the loan application.
 */
export function SimpleLoanCalculator({
  heading = 'Loan Calculator',
  headingLevel = 2,
  initial,
}: SimpleLoanCalculatorProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const [amount, setAmount] = useState(initial?.amount ?? '250000');
  const [rate, setRate] = useState(initial?.rate ?? '6.5');
  const [years, setYears] = useState(initial?.years ?? '30');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const ready =
    parseInput(amount) > 0 &&
    parseInput(rate) > 0 &&
    parseInput(years) > 0 &&
    rangeMessage('years', years) === null &&
    rangeMessage('rate', rate) === null;
  const payment = ready ? monthlyPayment(parseInput(amount), parseInput(rate), parseInput(years)) : 0;

  return (
    <section className="simple-calc" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <form className="simple-calc__form" onSubmit={(event) => event.preventDefault()}>
        <CalculatorField label="Loan amount" kind="money" value={amount} onValueChange={setAmount} />
        <CalculatorField label="Interest rate" kind="rate" value={rate} onValueChange={setRate} />
        <CalculatorField label="Loan term" kind="years" value={years} onValueChange={setYears} hint="1 to 30 years" />
      </form>
      <div className="simple-calc__result" aria-live="polite">
        {ready ? (
          <p>
            Monthly payment <strong className="simple-calc__payment">{formatMoney(payment)}</strong>
          </p>
        ) : (
          <p>Enter an amount, a rate and a term to see your monthly payment.</p>
        )}
      </div>
      <button type="button" className="button" onClick={() => navigate({ search: '?q=/stage1' })}>
        Apply For Loan
      </button>
    </section>
  );
}
