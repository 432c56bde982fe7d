import { useId } from 'react';
import { ratePercent } from './rateFormat.ts';
import { RATE_PRODUCTS } from './rateProducts.tsx';
import type { MortgageRate } from './rateQueries.ts';
import { RateInfoButton } from './RateInfoButton.tsx';

/** Props of one rates table. */
interface RateTableProps {
  title: string;
  type: MortgageRate['type'];
  rates: readonly MortgageRate[];
  onGetStarted(): void;
}

/** The Purchase or Refinance rates: four products with rate, APR, an info popup and Get Started. */
export function RateTable({ title, type, rates, onGetStarted }: RateTableProps) {
  const headingId = useId();
  return (
    <section className="rate-table" aria-labelledby={headingId}>
      <h2 id={headingId} className="rate-table__title">
        {title}
      </h2>
      <ul className="rate-table__rows">
        {RATE_PRODUCTS.map((product) => {
          const row = rates.find((rate) => rate.type === type && rate.orderid === product.orderid);
          return (
            <li key={product.orderid} className="rate-row">
              <div className="rate-row__product">
                <h3>{product.label}</h3>
                <RateInfoButton product={product} />
              </div>
              <dl className="rate-row__figures">
                <div>
                  <dt>Rate</dt>
                  <dd>{ratePercent(row?.rate)}</dd>
                </div>
                <div>
                  <dt>APR</dt>
                  <dd>{ratePercent(row?.apr)}</dd>
                </div>
              </dl>
              <button type="button" className="button rate-row__start" onClick={onGetStarted}>
                Get Started
                <span className="visually-hidden">
                  {' '}
                  with a {title.toLowerCase()} {product.label} loan
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
