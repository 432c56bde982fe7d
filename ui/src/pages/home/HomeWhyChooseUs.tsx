import { LOAN_FACTS, MARKETING_FIGURES } from 'ui/content/lendingFacts.ts';

const FIGURES = [
  ...MARKETING_FIGURES,
  { value: `${LOAN_FACTS.fastProcessDays} days`, label: 'Fast process' },
  { value: `${LOAN_FACTS.maxTermYears} years`, label: 'Terms up to' },
];

/** Why choose us: the marketing figures (part 1 §9) as a list of large numbers with labels. */
export function HomeWhyChooseUs() {
  return (
    <section className="home-section home-why" aria-labelledby="home-why-heading">
      <div className="container">
        <h2 id="home-why-heading">Why choose us</h2>
        <ul className="home-why__list">
          {FIGURES.map((figure) => (
            <li key={figure.label}>
              <span className="home-why__label">{figure.label}</span>
              <strong className="home-why__value">{figure.value}</strong>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
