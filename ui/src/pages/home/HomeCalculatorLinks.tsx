import { Link } from 'react-router-dom';
import { TOOLS_LINKS } from 'ui/layout/navigation.ts';

// The eight calculators of the Mortgage Tools menu (the menu's other links are pages, not calculators).
const CALCULATOR_PATHS = [
  '/mortgagecalculator',
  '/refinancecalculator',
  '/principalcalculator',
  '/extrapayment',
  '/incometoqualify',
  '/affordability',
  '/taxbenefit',
  '/apr',
];
const CALCULATORS = TOOLS_LINKS.filter((link) => CALCULATOR_PATHS.includes(link.to));

/** Links to the eight mortgage calculators. */
export function HomeCalculatorLinks() {
  return (
    <nav className="home-calculators" aria-labelledby="home-calculators-heading">
      <h2 id="home-calculators-heading">Mortgage calculators</h2>
      <ul className="home-calculators__list">
        {CALCULATORS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
