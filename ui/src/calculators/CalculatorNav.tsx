import { NavLink } from 'react-router-dom';
import { CalculatorIcon } from './CalculatorIcon.tsx';
import { CALCULATOR_LINKS } from './calculatorLinks.ts';

/** The icon navigation across the eight calculators; the current one carries aria-current="page". */
export function CalculatorNav() {
  return (
    <nav className="calc-nav" aria-label="Calculators">
      <ul className="calc-nav__list">
        {CALCULATOR_LINKS.map((link) => (
          <li key={link.id}>
            <NavLink to={link.path} className="calc-nav__link" end>
              <CalculatorIcon id={link.id} />
              <span>{link.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
