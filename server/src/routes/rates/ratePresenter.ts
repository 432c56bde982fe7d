import type { MortgageRateReply, RatesCreditReply } from 'common';
import { CREDIT_GUIDANCE } from 'server/rates/creditGuidance.ts';
import type { RateRow } from 'server/rates/rateStore.ts';

/** A published rate as clients receive it. */
export function presentRate(row: RateRow): MortgageRateReply {
  return { type: row.type, orderid: row.orderid, rate: row.rate, apr: row.apr, effectiveDate: row.effectiveDate };
}

/** The home rates block from the rates in force (the 30-year fixed purchase row, if published). */
export function presentRatesCredit(rows: readonly RateRow[]): RatesCreditReply {
  const thirtyYear = rows.find((row) => row.type === 'purchase' && row.orderid === 1);
  return {
    rates: thirtyYear?.rate ?? 0,
    apr: thirtyYear?.apr ?? 0,
    effectiveDate: thirtyYear?.effectiveDate ?? null,
    credit: CREDIT_GUIDANCE.minimumScore,
    creditProgram: CREDIT_GUIDANCE.minimumScoreProgram,
    conventionalCredit: CREDIT_GUIDANCE.conventionalMinimumScore,
  };
}
