import type { CalculatorId } from './calculatorLinks.ts';

// 24 × 24 line drawings, stroked in the current text colour.
const PATHS: Readonly<Record<CalculatorId, string>> = {
  mortgage: 'M3 11 12 4l9 7M5 10v10h14V10M12 11v6M14 12h-3a1.5 1.5 0 0 0 0 3h2a1.5 1.5 0 0 1 0 3h-3',
  refinance: 'M20 12a8 8 0 0 1-14 5.3M4 12a8 8 0 0 1 14-5.3M18 3v4h-4M6 21v-4h4',
  principal: 'M4 7h16v12H4zM4 11h16M8 15h3M16 4H8',
  extra: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M12 12v6M9 15h6',
  income: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16M12 12v2',
  afford: 'M3 11 12 4l9 7M5 10v10h14V10M9 15l2 2 4-4',
  tax: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  apr: 'M6 18 18 6M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
};

/** The decorative icon of a calculator; its text label always stands beside it. */
export function CalculatorIcon({ id }: { id: CalculatorId }) {
  return (
    <svg
      className="calc-nav__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[id]} />
    </svg>
  );
}
