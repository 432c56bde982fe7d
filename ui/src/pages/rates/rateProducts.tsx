import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';

/** One product row of a rates table: its order id, row label and info popup (part 2 §2.9). */
export interface RateProduct {
  orderid: number;
  label: string;
  infoTitle: string;
  info: ReactNode;
}

/** The four products of the Purchase and Refinance tables, by order id. */
export const RATE_PRODUCTS: readonly RateProduct[] = [
  {
    orderid: 1,
    label: '30-Yr Fixed',
    infoTitle: '30-Year Fixed',
    info: (
      <>
        <p>
          A 30-year fixed-rate mortgage keeps the same interest rate and the same principal and interest payment for all
          360 monthly payments.
        </p>
        <p>
          Spreading the loan over 30 years gives the lowest monthly payment of the fixed terms, though you pay more
          interest over the life of the loan. It suits buyers who want a payment that never changes.
        </p>
      </>
    ),
  },
  {
    orderid: 2,
    label: '30-Yr Fixed FHA',
    infoTitle: '30-Year Fixed FHA',
    info: (
      <>
        <p>
          An FHA loan is insured by the Federal Housing Administration. With a credit score of 580 or higher you can put
          down as little as {LOAN_FACTS.fhaMinDownPaymentPercent}% of the price, and gifts from family may cover it.
        </p>
        <p>
          FHA loans carry mortgage insurance: an upfront premium that can be added to the loan and an annual premium
          paid monthly. That is why the APR is higher than the rate.
        </p>
        <p>
          <Link to="/fha">Read more about FHA loans</Link>
        </p>
      </>
    ),
  },
  {
    orderid: 3,
    label: '20-Yr Fixed',
    infoTitle: '20-Year Fixed',
    info: (
      <>
        <p>A 20-year fixed-rate mortgage is paid off in 240 monthly payments at one rate that never changes.</p>
        <p>
          The payment is higher than on a 30-year loan, but the rate is usually lower and you pay far less interest in
          total, owning your home ten years sooner.
        </p>
      </>
    ),
  },
  {
    orderid: 4,
    label: '15-Yr Fixed',
    infoTitle: '15-Year Fixed',
    info: (
      <>
        <p>A 15-year fixed-rate mortgage is paid off in 180 monthly payments at one rate that never changes.</p>
        <p>
          It has the highest payment of the four, usually the lowest rate and the least interest overall, and it builds
          equity fastest. It suits borrowers with room in their budget who want to be mortgage-free sooner.
        </p>
      </>
    ),
  },
];
