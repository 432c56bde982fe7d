/**
 * The standard fixed-rate amortisation every calculator shares (spec part 1 §9): the monthly rate is the
 * annual percentage / 12 / 100 and the loan is repaid in years × 12 equal monthly payments. Amounts are
 * kept unrounded; pages round to cents only when they display a figure.
 */

/** One month of an amortisation schedule. */
export interface AmortizationRow {
  /** 1-based payment number. */
  month: number;
  payment: number;
  principal: number;
  interest: number;
  /** Balance left after this payment. */
  balance: number;
  /** Interest paid from the first payment up to and including this one. */
  cumulativeInterest: number;
}

/** One year of an amortisation schedule with its months. */
export interface AmortizationYear {
  /** 1-based loan year. */
  year: number;
  payment: number;
  principal: number;
  interest: number;
  /** Balance left at the end of the year. */
  balance: number;
  cumulativeInterest: number;
  months: AmortizationRow[];
}

// A balance below a hundredth of a cent is paid off; floating-point leftovers never make an extra month.
const PAID_OFF = 1e-6;

/** The monthly interest rate as a fraction: annual percentage / 12 / 100. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 12 / 100;
}

/** The monthly payment per dollar borrowed, r / (1 − (1 + r)^−n); 1 / n when the rate is 0. */
export function paymentFactor(annualRatePercent: number, years: number): number {
  const n = years * 12;
  if (n <= 0) return 0;
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return 1 / n;
  return r / (1 - Math.pow(1 + r, -n));
}

/** The level monthly payment (principal and interest) that repays amount over years × 12 months. */
export function monthlyPayment(amount: number, annualRatePercent: number, years: number): number {
  if (amount <= 0) return 0;
  return amount * paymentFactor(annualRatePercent, years);
}

/** Total interest over the life of the loan: payment × months − amount. */
export function totalInterest(amount: number, annualRatePercent: number, years: number): number {
  if (amount <= 0 || years <= 0) return 0;
  return monthlyPayment(amount, annualRatePercent, years) * years * 12 - amount;
}

/**
 * The month-by-month schedule of a loan, optionally with a fixed extra principal payment each month
 * (which ends the loan early). The last payment is only what is left to pay.
 */
export function amortizationSchedule(
  amount: number,
  annualRatePercent: number,
  years: number,
  extraMonthly = 0,
): AmortizationRow[] {
  const payment = monthlyPayment(amount, annualRatePercent, years);
  const r = monthlyRate(annualRatePercent);
  const rows: AmortizationRow[] = [];
  let balance = amount;
  let cumulativeInterest = 0;
  const maxMonths = Math.max(0, Math.round(years * 12));
  for (let month = 1; month <= maxMonths && balance > PAID_OFF; month += 1) {
    const interest = balance * r;
    const due = Math.min(payment + Math.max(0, extraMonthly), balance + interest);
    const principal = due - interest;
    balance -= principal;
    if (balance < PAID_OFF) balance = 0;
    cumulativeInterest += interest;
    rows.push({ month, payment: due, principal, interest, balance, cumulativeInterest });
  }
  return rows;
}

/** Groups a monthly schedule into loan years (12 payments each; the last year may be shorter). */
export function yearlySchedule(rows: readonly AmortizationRow[]): AmortizationYear[] {
  const years: AmortizationYear[] = [];
  for (const row of rows) {
    const index = Math.floor((row.month - 1) / 12);
    let year = years[index];
    if (!year) {
      year = {
        year: index + 1,
        payment: 0,
        principal: 0,
        interest: 0,
        balance: 0,
        cumulativeInterest: 0,
        months: [],
      };
      years[index] = year;
    }
    year.payment += row.payment;
    year.principal += row.principal;
    year.interest += row.interest;
    year.balance = row.balance;
    year.cumulativeInterest = row.cumulativeInterest;
    year.months.push(row);
  }
  return years;
}
