import { useId } from 'react';
import { valueAt } from 'engine';
import { shownValue } from 'ui/forms/stepped/stepSlice.ts';
import type { StepDisplayProps } from 'ui/forms/stepped/stepDisplayProps.ts';

/** The fixed score the wizard shows (part 1 §9, decision 10: there is no credit bureau here). */
export const SHOWN_SCORE = 710;

const LOWEST = 300;
const HIGHEST = 850;

/** The FICO ranges the gauge is drawn in, with the wizard's own names (step 7's choices). */
const RANGES = [
  { from: 300, to: 580, name: 'Poor', color: '#8b0000' },
  { from: 580, to: 620, name: 'Below Average', color: '#9a5b13' },
  { from: 620, to: 660, name: 'Average', color: '#7a6a00' },
  { from: 660, to: 720, name: 'Good', color: '#2e6b3a' },
  { from: 720, to: 850, name: 'Excellent', color: '#1d5e2f' },
] as const;

/** The point on the gauge's arc (a half circle of radius r around 100,100) for a score. */
function pointOf(score: number, r: number): { x: number; y: number } {
  const angle = Math.PI * (1 - (score - LOWEST) / (HIGHEST - LOWEST));
  return { x: 100 + r * Math.cos(angle), y: 100 - r * Math.sin(angle) };
}

function arc(from: number, to: number, r: number): string {
  const start = pointOf(from, r);
  const end = pointOf(to, r);
  return `M ${start.x.toFixed(2)} ${start.y.toFixed(2)} A ${r} ${r} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
}

/**
 * Step 8 (part 1 §2): the fixed credit score display of 710 with its gauge, said honestly: no report has been
 * pulled, the pre-approval uses the range the borrower chose at step 7, and the loan officer confirms the score
 * with the credit report when the borrower applies.
 */
export default function CreditScoreStep({ definition, record }: StepDisplayProps) {
  const titleId = useId();
  const descriptionId = useId();
  const range = RANGES.find((item) => SHOWN_SCORE >= item.from && SHOWN_SCORE < item.to) ?? RANGES[3];
  const chosen = shownValue(definition, 'stage7.borrower.creditScore', valueAt(record, 'stage7.borrower.creditScore'));
  const needle = pointOf(SHOWN_SCORE, 62);
  return (
    <div className="credit-score">
      <svg
        className="credit-score__gauge"
        viewBox="0 0 200 118"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <title id={titleId}>
          Credit score gauge: {SHOWN_SCORE}, in the {range.name} range
        </title>
        <desc id={descriptionId}>
          The needle points at {SHOWN_SCORE} on the scale from {LOWEST} to {HIGHEST}.
        </desc>
        {RANGES.map((item) => (
          <path key={item.name} d={arc(item.from, item.to, 80)} fill="none" stroke={item.color} strokeWidth="18" />
        ))}
        <line x1="100" y1="100" x2={needle.x} y2={needle.y} stroke="#1b2530" strokeWidth="4" strokeLinecap="round" />
        <circle cx="100" cy="100" r="7" fill="#1b2530" />
        <text x="22" y="116" fontSize="10" fill="#4b5866" textAnchor="middle">
          {LOWEST}
        </text>
        <text x="178" y="116" fontSize="10" fill="#4b5866" textAnchor="middle">
          {HIGHEST}
        </text>
      </svg>
      <p className="credit-score__figure">
        <span className="credit-score__number">{SHOWN_SCORE}</span>
        <span className="credit-score__range">{range.name}</span>
      </p>
      <p>
        A FICO® score of {SHOWN_SCORE} is in the {range.name} range ({range.from} to {range.to - 1}). This figure is an
        illustration: no credit report has been pulled yet, and nothing here affects your credit.
      </p>
      <p>
        Your pre-approval is worked out from the credit range you chose{chosen ? ` (${chosen})` : ''}. Your loan officer
        confirms your score with your credit report when you apply.
      </p>
    </div>
  );
}
