/** One stage of the 1003 application and the name the indicator shows. */
export interface ApplicationStage {
  stage: number;
  name: string;
}

/** The six stages of the full application (part 2 §2.4). */
export const APPLICATION_STAGES: readonly ApplicationStage[] = [
  { stage: 1, name: 'Personal Details' },
  { stage: 2, name: 'Loan & Property' },
  { stage: 3, name: 'Borrower Information' },
  { stage: 4, name: 'Co-Borrower' },
  { stage: 5, name: 'Assets & Liabilities' },
  { stage: 6, name: 'Declarations' },
];

/** Stage 4 is the co-borrower's; it is skipped when the application has none. */
export const CO_BORROWER_STAGE = 4;

/** The stages shown, in order: all six with a co-borrower, five without. */
export function visibleStages(hasCoBorrower: boolean): readonly ApplicationStage[] {
  return hasCoBorrower ? APPLICATION_STAGES : APPLICATION_STAGES.filter((item) => item.stage !== CO_BORROWER_STAGE);
}
