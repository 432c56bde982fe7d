/**
 * The credit scores we lend at, shown beside today's rate on the home page. 580 is the FHA floor for the 3.5%
 * minimum down payment, and the pre-approval rule (spec decision 9) approves nothing below it; conventional loans
 * start at 620, the agencies' usual minimum.
 */
export const CREDIT_GUIDANCE = {
  minimumScore: 580,
  minimumScoreProgram: 'FHA',
  conventionalMinimumScore: 620,
} as const;
