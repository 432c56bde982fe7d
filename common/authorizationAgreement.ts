import { LENDER } from './lender.ts';

/**
 * The authorization agreement of Complete Application (part 1 §4: the popup with I AGREE, then Continue), shared by
 * the popup that shows it and the server that keeps it, word for word, as a consent on the application's loan. A
 * change of wording is a new version: the consent records the words that were agreed to.
 */
export const AUTHORIZATION_AGREEMENT = {
  version: 1,
  title: 'Authorization Agreement',
  paragraphs: [
    `By selecting I AGREE, you authorize ${LENDER.legalName} (NMLS #${LENDER.nmlsId}), its loan officers and the service providers working for it to obtain your consumer credit report from one or more consumer reporting agencies, and to verify the information you give in your loan application (employment, income, assets, debts and residence history), in connection with your application for a mortgage loan and for as long as that loan is being decided, serviced or sold.`,
    'You confirm that the information you give in the application is true and complete, and that every co-applicant and co-borrower you name has allowed you to give their information and to let us obtain their credit reports.',
    'You understand that knowingly making a false statement on a loan application is a federal crime.',
  ],
} as const;

/** The agreement as one text, as the consent keeps it. */
export function authorizationAgreementText(): string {
  return AUTHORIZATION_AGREEMENT.paragraphs.join('\n\n');
}
