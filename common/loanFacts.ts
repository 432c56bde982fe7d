/**
 * The facts a loan officer records on a loan that its borrower reads (issue 21): who the loan is issued under, its
 * amount, its estimated closing date, and its rate lock. Shared so the staff form and the server accept the same
 * values. (Product content, not form-engine code: issue 22 moves such shared modules out of engine/.)
 */

/** The agencies and investors a loan is issued under (the loan picker's "Issuing Authority"). */
export const ISSUING_AUTHORITIES = [
  'Fannie Mae',
  'Freddie Mac',
  'FHA (HUD)',
  'VA',
  'USDA Rural Development',
  'Harbor Oak Mortgage portfolio',
] as const;

/** One of ISSUING_AUTHORITIES. */
export type IssuingAuthority = (typeof ISSUING_AUTHORITIES)[number];

/** True for a known issuing authority. */
export function isIssuingAuthority(value: unknown): value is IssuingAuthority {
  return typeof value === 'string' && (ISSUING_AUTHORITIES as readonly string[]).includes(value);
}

/** The largest loan amount staff may record, in dollars. */
export const LOAN_AMOUNT_MAX = 100_000_000;
/** The range of a locked rate, in percent. */
export const RATE_RANGE = { min: 0.001, max: 25 } as const;
/** The longest rate lock, in days. */
export const RATE_LOCK_MAX_DAYS = 365;

/** What the lender decided on a loan's application, and the loan's end (the loans table's status). */
export type LoanStatus = 'open' | 'conditional' | 'approved' | 'denied' | 'withdrawn' | 'closed';

/** The names the staff and the borrower read for each status. */
export const LOAN_STATUS_NAMES: Readonly<Record<LoanStatus, string>> = {
  open: 'Open',
  conditional: 'Approved with conditions',
  approved: 'Approved',
  denied: 'Denied',
  withdrawn: 'Withdrawn',
  closed: 'Closed',
};

/** True for a stored loan status. */
export function isLoanStatus(value: unknown): value is LoanStatus {
  return typeof value === 'string' && Object.hasOwn(LOAN_STATUS_NAMES, value);
}

/** A status's name as people read it (an unknown one as it is stored). */
export function loanStatusName(status: string): string {
  return isLoanStatus(status) ? LOAN_STATUS_NAMES[status] : status;
}
