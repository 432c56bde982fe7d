/**
 * The words and dates of the pre-approval letter (part 1 §4, §9; decision 9), shared by the PDF the server renders
 * and the letter text the wizard's result step shows, so both say the same thing.
 */

/** How long a letter is valid. */
export const LETTER_VALID_DAYS = 90;

/** The conditions every letter states (part 1 §4). */
export const LETTER_CONDITIONS = [
  'A fully executed sales contract for the property.',
  'A satisfactory appraisal of the property.',
  'A rate commitment (rate lock) at the time of application.',
  'Clear title to the property.',
  'Verification of the income, asset and credit information supporting this letter.',
  'No material change in your financial situation before closing.',
] as const;

export const NOT_A_COMMITMENT =
  'This letter is not a commitment to lend. Final approval is subject to a complete application, underwriting and the conditions above.';

export const EQUAL_HOUSING_LINE =
  'Equal Housing Lender. We do business in accordance with the Federal Fair Housing Law and the Equal Credit Opportunity Act.';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const two = (n: number) => String(n).padStart(2, '0');

/** A letter's date as it prints: 'June 01, 2023' (UTC). */
export function letterDate(day: Date): string {
  return `${MONTHS[day.getUTCMonth()]} ${two(day.getUTCDate())}, ${day.getUTCFullYear()}`;
}

/** A validity date as it prints: '30-Aug-2023' (UTC). */
export function validityDate(day: Date): string {
  return `${two(day.getUTCDate())}-${MONTHS[day.getUTCMonth()]?.slice(0, 3)}-${day.getUTCFullYear()}`;
}

/** The letter's dates: issued 'June 01, 2023', valid until '30-Aug-2023' (90 days later), in UTC. */
export function letterDates(issuedOn: Date): { issued: string; validUntil: string } {
  const until = new Date(issuedOn.getTime() + LETTER_VALID_DAYS * 24 * 3600 * 1000);
  return { issued: letterDate(issuedOn), validUntil: validityDate(until) };
}

/** Whole dollars with separators: $343,000. */
export function dollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** The sentence that pre-approves: the same in the letter and on the result step. */
export function preapprovalSentence(lenderName: string, amount: number): string {
  return `Congratulations! Based on the information you provided, ${lenderName} is pleased to pre-approve you for a 30-year fixed rate mortgage loan of up to ${dollars(amount)} for the purchase of the property above.`;
}
