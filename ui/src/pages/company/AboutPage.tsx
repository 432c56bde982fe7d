import { Link } from 'react-router-dom';
import { LENDER } from 'common';
import { LOAN_FACTS, MARKETING_FIGURES, yearsOfExperience } from 'ui/content/lendingFacts.ts';
import './about.css';

const SELLING_POINTS: { title: string; text: string }[] = [
  {
    title: 'Solid Team',
    text: 'Licensed loan officers, processors and underwriters who work side by side, so the person you talk to can get an answer from the person who decides.',
  },
  {
    title: 'Faster Process',
    text: `Online applications, electronic signatures and in-house underwriting let a complete file reach a decision in as little as ${LOAN_FACTS.fastProcessDays} days.`,
  },
  {
    title: 'Easy Documentation',
    text: 'Upload pay stubs, statements and IDs from your phone or computer. We tell you exactly what we need, and only ask once.',
  },
  {
    title: '24/7 Online Support',
    text: `Your application, documents and loan status are online around the clock, and our loan officers take your calls (${LENDER.hours}).`,
  },
];

/** /about: who the lender is, what it stands for and its figures. */
export default function AboutPage() {
  const years = yearsOfExperience();
  return (
    <div className="container page about-page">
      <h1>About Us</h1>
      <div className="about-page__intro">
        <p className="about-badge">
          <strong>{years}</strong> <span>Years of Experience</span>
        </p>
        <div>
          <h2>Innovation, Inspiration and Integrity</h2>
          <p>
            {LENDER.name} has helped families finance homes since {LENDER.foundedYear}. From our office in{' '}
            {LENDER.address.city}, {LENDER.address.state}, we lend to home buyers and homeowners across the states where
            we are licensed (NMLS {LENDER.nmlsId}).
          </p>
          <p>
            <strong>Innovation</strong> means a mortgage you can apply for, sign and track online, without the stacks of
            paper. <strong>Inspiration</strong> is what we feel when a first-time buyer gets the keys, and it is why we
            take the time to explain every option. <strong>Integrity</strong> means clear numbers from the start: the
            rate, the payment and the costs, with no surprises at the closing table.
          </p>
        </div>
      </div>

      <section aria-labelledby="about-why-heading" className="about-page__section">
        <h2 id="about-why-heading">Why borrowers choose us</h2>
        <ul className="about-points">
          {SELLING_POINTS.map((point) => (
            <li key={point.title} className="about-point">
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-figures-heading" className="about-page__section">
        <h2 id="about-figures-heading">{LENDER.name} in numbers</h2>
        <dl className="about-figures">
          {MARKETING_FIGURES.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <p className="about-page__cta">
        <Link to="/loanprocess" className="button">
          See how our process works
        </Link>
        <Link to="/contact" className="button button--secondary">
          Contact us
        </Link>
      </p>
    </div>
  );
}
