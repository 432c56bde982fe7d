import { Link } from 'react-router-dom';
import { SimpleLoanCalculator } from 'ui/calculators/SimpleLoanCalculator.tsx';

/**
 * The payment calculator panel of the Buy a Home guides: the shared simple loan calculator (amount, rate,
 * term, Apply For Loan) started at the guide's own example, with a note that its figure is an estimate.
 */
export function PaymentCalculatorPanel({ amount, rate, years }: { amount: number; rate: number; years: number }) {
  return (
    <div className="payment-panel">
      <SimpleLoanCalculator
        heading="Payment calculator"
        initial={{ amount: String(amount), rate: String(rate), years: String(years) }}
      />
      <p className="payment-panel__note">
        An estimate of principal and interest for illustration, not an offer. Taxes, insurance and mortgage insurance
        are extra; the <Link to="/mortgagecalculator">mortgage calculator</Link> adds them.
      </p>
    </div>
  );
}
