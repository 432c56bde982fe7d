import type { OfficerChoice } from './officers.ts';
import type { NewLoan } from './loans.ts';

/**
 * The officer a borrower's form puts on a new loan, as createLoan records it: the officer the borrower chose (their
 * own act), else the lender's default officer; none when neither has a staff account.
 */
export function officerAssignment(choice: OfficerChoice, borrowerId: number, where: string): NewLoan['officer'] {
  if (choice.userId === null) return null;
  return choice.chosen
    ? {
        userId: choice.userId,
        source: 'borrower-choice',
        reason: `Chosen by the borrower on ${where}`,
        assignedBy: borrowerId,
      }
    : {
        userId: choice.userId,
        source: 'default',
        reason: `The lender's default officer (none chosen on ${where})`,
        assignedBy: null,
      };
}
