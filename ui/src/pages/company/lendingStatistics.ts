/** A row of a lending statistics table: what it counts, loans closed and, for programs, the average loan amount. */
export interface LendingRow {
  label: string;
  loans: number;
  averageAmount?: number;
}

/** Company figures: loans closed last year by loan program; they add up to the marketing figure 8,184. */
export const LOANS_BY_PROGRAM: readonly LendingRow[] = [
  { label: 'Conventional', loans: 3_602, averageAmount: 342_500 },
  { label: 'FHA', loans: 2_046, averageAmount: 268_900 },
  { label: 'VA', loans: 1_064, averageAmount: 331_700 },
  { label: 'USDA', loans: 409, averageAmount: 214_300 },
  { label: 'Jumbo', loans: 327, averageAmount: 1_184_000 },
  { label: 'Renovation', loans: 318, averageAmount: 296_400 },
  { label: 'Non-QM', loans: 245, averageAmount: 486_200 },
  { label: 'Reverse mortgage', loans: 173, averageAmount: 238_600 },
];

/** Company figures: loans closed last year by purpose. */
export const LOANS_BY_PURPOSE: readonly LendingRow[] = [
  { label: 'Purchase', loans: 5_483 },
  { label: 'Refinance', loans: 2_701 },
];

/** Company figures: loans closed last year by the state of the property. */
export const LOANS_BY_STATE: readonly LendingRow[] = [
  { label: 'Florida', loans: 2_611 },
  { label: 'Texas', loans: 1_734 },
  { label: 'California', loans: 1_002 },
  { label: 'Georgia', loans: 704 },
  { label: 'North Carolina', loans: 583 },
  { label: 'Tennessee', loans: 497 },
  { label: 'South Carolina', loans: 431 },
  { label: 'Alabama', loans: 352 },
  { label: 'Mississippi', loans: 270 },
];

/** The number of loans in a table. */
export function totalLoans(rows: readonly LendingRow[]): number {
  return rows.reduce((sum, row) => sum + row.loans, 0);
}

/** A row's share of its table, as a percentage with one decimal, e.g. 44.0%. */
export function shareOf(row: LendingRow, rows: readonly LendingRow[]): string {
  const total = totalLoans(rows);
  return `${total === 0 ? '0.0' : ((row.loans / total) * 100).toFixed(1)}%`;
}
