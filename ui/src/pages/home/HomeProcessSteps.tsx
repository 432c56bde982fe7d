import { Link } from 'react-router-dom';
import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';

const STEPS = [
  {
    title: 'Pre-qualify',
    text: 'Tell us where you are looking and a little about your income and savings. In a few minutes you see what you may borrow, and a pre-approval letter can follow.',
  },
  {
    title: 'Apply (1003)',
    text: `Complete the Uniform Residential Loan Application online. Within ${LOAN_FACTS.goodFaithEstimateBusinessDays} business days you receive a Loan Estimate with your rate, payment and closing costs.`,
  },
  {
    title: 'Processing & underwriting',
    text: `We order the appraisal and title work and collect your documents, including ${LOAN_FACTS.employmentHistoryYears} years of employment history. An underwriter then approves the loan, with any final conditions.`,
  },
  {
    title: 'Closing',
    text: `You receive the Closing Disclosure at least 3 business days before you sign. Most loans close ${LOAN_FACTS.closingDays} days after you apply.`,
  },
] as const;

/** The four steps of a loan, from pre-qualifying to closing, with a link to the full mortgage process. */
export function HomeProcessSteps() {
  return (
    <section className="home-section home-process" aria-labelledby="home-process-heading">
      <div className="container">
        <h2 id="home-process-heading">How it works</h2>
        <ol className="home-process__steps">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <span className="home-process__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <Link to="/loanprocess" className="home-link">
          The mortgage process in detail
        </Link>
      </div>
    </section>
  );
}
