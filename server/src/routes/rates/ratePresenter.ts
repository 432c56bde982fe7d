import { CREDIT_GUIDANCE } from 'server/rates/creditGuidance.ts';
import type { RateRow } from 'server/rates/rateStore.ts';

/** A row of GET /api/eloan/mortgagerates: the spec's type, orderid, rate, apr, plus the date the rate took effect. */
export interface RateReply {
  type: RateRow['type'];
  orderid: number;
  rate: number;
  apr: number;
  effectiveDate: string;
}

/** A published rate as clients receive it. */
export function presentRate(row: RateRow): RateReply {
  return { type: row.type, orderid: row.orderid, rate: row.rate, apr: row.apr, effectiveDate: row.effectiveDate };
}

/** The item of GET /api/common/ratescredit: today's 30-year fixed purchase rate and the credit score we lend from. */
export interface RatesCreditReply {
  /** 30-Yr Fixed purchase rate in percent, 0 when none is published. */
  rates: number;
  apr: number;
  effectiveDate: string | null;
  /** Lowest credit score we lend at, and the program it applies to. */
  credit: number;
  creditProgram: string;
  conventionalCredit: number;
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
