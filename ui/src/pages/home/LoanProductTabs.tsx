import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { LOAN_FACTS, wholeDollars } from 'ui/content/lendingFacts.ts';

interface LoanProduct {
  name: string;
  text: string[];
  link: { label: string; to: string };
}

const PRODUCTS: readonly LoanProduct[] = [
  {
    name: 'Purchase',
    text: [
      'Buying your first home or your next one, we compare conventional, FHA, VA and USDA options side by side so you can see the payment and cash to close of each.',
      `With ${100 - LOAN_FACTS.maxLtvWithoutPmiPercent}% down a conventional loan needs no private mortgage insurance; with less, we show you what the insurance costs and when it can be removed.`,
    ],
    link: { label: 'Buying your first home', to: '/firsthome' },
  },
  {
    name: 'Refinance',
    text: [
      'Refinance to lower your rate or payment, switch from an adjustable to a fixed rate, pay off your loan sooner or turn home equity into cash.',
      'We show the closing costs and the month you break even, so you can tell whether refinancing is worth it.',
    ],
    link: { label: 'Steps to refinance', to: '/steps' },
  },
  {
    name: 'FHA',
    text: [
      `FHA loans are insured by the Federal Housing Administration and allow a down payment as low as ${LOAN_FACTS.fhaMinDownPaymentPercent}% with more flexible credit rules.`,
      `They carry an upfront mortgage insurance premium of ${LOAN_FACTS.fhaUpfrontMipPercent}% of the loan, which can be financed, and an annual premium paid monthly.`,
    ],
    link: { label: 'About FHA loans', to: '/fha' },
  },
  {
    name: 'VA',
    text: [
      `VA loans are for eligible veterans, service members and surviving spouses. Our VA programme lends with no money down up to ${wholeDollars(LOAN_FACTS.vaMaxNoMoneyDownLoan)} and needs no monthly mortgage insurance.`,
      `A one-time funding fee of ${LOAN_FACTS.vaFundingFeePercentRange[0]}% to ${LOAN_FACTS.vaFundingFeePercentRange[1]}% applies, and veterans with a service-connected disability rating are exempt.`,
    ],
    link: { label: 'About VA loans', to: '/va' },
  },
  {
    name: 'Jumbo',
    text: [
      `A jumbo loan is larger than the conforming limit, ${wholeDollars(LOAN_FACTS.conformingLoanLimit)} for a one-unit home in most of the country in 2026.`,
      'Lenders usually ask for a higher credit score, a larger down payment and more cash reserves, and we help you prepare for each.',
    ],
    link: { label: 'About jumbo loans', to: '/jumbo' },
  },
];

/**
 * Loan products as an accessible tab list (WAI-ARIA tabs with automatic activation): arrow keys, Home and End
 * move between tabs; each panel has a short explanation and a link to the product's page.
 */
export function LoanProductTabs() {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + PRODUCTS.length) % PRODUCTS.length;
    setSelected(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: PRODUCTS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <section className="home-section home-products" aria-labelledby="home-products-heading">
      <div className="container">
        <h2 id="home-products-heading">Loans for every step</h2>
        <div role="tablist" aria-label="Loan products" className="home-tabs">
          {PRODUCTS.map((product, index) => (
            <button
              key={product.name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={index === selected ? 0 : -1}
              className="home-tabs__tab"
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
            >
              {product.name}
            </button>
          ))}
        </div>
        {PRODUCTS.map((product, index) => (
          <div
            key={product.name}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            tabIndex={0}
            hidden={index !== selected}
            className="home-tabs__panel"
          >
            {product.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Link to={product.link.to} className="home-link">
              {product.link.label}
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}
