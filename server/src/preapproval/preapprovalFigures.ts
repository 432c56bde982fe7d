import type { PreapprovalV1 } from 'forms/generated/types/index.ts';
import type { AmountInput, CreditBand, PropertyUse } from './amountRule.ts';

/**
 * The amount rule's inputs read from a submitted stages record (the wizard's own words, part 1 §3): incomes and
 * debts of the borrower and, with one, the co-borrower; the down payment; the property's use; the credit band
 * the borrower chose (decision 10: there is no bureau). No personal field is read.
 */

const USES: Readonly<Record<number, PropertyUse>> = { 1: 'primary', 2: 'second-home', 3: 'investment' };

const dollars = (value: string | undefined): number => {
  const amount = Number(value ?? 0);
  return Number.isFinite(amount) ? amount : 0;
};

export function amountInputOf(record: PreapprovalV1, ratePercent: number): AmountInput {
  const coBorrower = record.stage4.coBorrowerIndicator ? record.stage5?.coborrower : undefined;
  return {
    creditBand: record.stage7.borrower.creditScore as CreditBand,
    annualIncome: dollars(record.stage4.borrower.totalAnnualGrossIncome) + dollars(coBorrower?.totalAnnualGrossIncome),
    monthlyDebts:
      dollars(record.stage4.borrower.totalMonthlyDebtPayments) + dollars(coBorrower?.totalMonthlyDebtPayments),
    downPayment: dollars(record.stage2.propertyDownPayment),
    propertyUse: USES[record.stage2.propertyUseIndicator] ?? 'primary',
    ratePercent,
  };
}

/** The names printed on the letter: the borrower, then the co-borrower. */
export function borrowerNamesOf(record: PreapprovalV1): string[] {
  const names = [`${record.stage3.borrower.firstName} ${record.stage3.borrower.lastName}`];
  const co = record.stage4.coBorrowerIndicator ? record.stage5?.coborrower : undefined;
  if (co) names.push(`${co.firstName} ${co.lastName}`);
  return names;
}

/** The property as the letter and the letters list show it: its address, or the area when it is TBD. */
export function propertyOf(record: PreapprovalV1): string {
  const { propertyAddressText: street, propertyAddressCity: city, propertyAddressState: state } = record.stage2;
  const area = `${city}, ${state} ${record.stage2.propertyAddressZip}`;
  return street.trim().toUpperCase() === 'TBD' ? area : `${street}, ${area}`;
}
