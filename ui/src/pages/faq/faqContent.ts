import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';

/** One question of the FAQ page and its answer, in paragraphs. */
export interface FaqEntry {
  question: string;
  answer: string[];
}

const F = LOAN_FACTS;

/** The nine questions of /faq (spec part 2 §2.9), in the spec's order. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'What is a mortgage pre-approval, and why do I need one?',
    answer: [
      'A pre-approval is a lender’s written statement of how much it is prepared to lend you, based on your income, debts, assets and credit. It is stronger than a pre-qualification, which rests only on what you tell the lender.',
      'Sellers and their agents take offers with a pre-approval letter more seriously, and the letter tells you the price range to shop in. Our letters are valid for 90 days and still depend on the home’s appraisal, title and final documentation.',
    ],
  },
  {
    question: 'Is it better to rent or to buy?',
    answer: [
      'Buying usually makes sense when you expect to stay put for at least five years, have savings for a down payment and closing costs as well as an emergency fund, and the total monthly cost of owning (mortgage, taxes, insurance and upkeep) is close to your rent.',
      'Renting keeps you flexible and free of repair bills, but rent can rise every year, while a fixed-rate mortgage payment does not and part of each payment builds equity. Our affordability calculator helps you compare.',
    ],
  },
  {
    question: 'What types of home loans are there?',
    answer: [
      'The main types are conventional loans, which follow Fannie Mae and Freddie Mac guidelines; government-backed FHA, VA and USDA loans; jumbo loans for amounts above the conforming limit; and specialised loans such as renovation, reverse and non-QM mortgages.',
      'Each can have a fixed rate, which never changes, or an adjustable rate, which is fixed for a first period and then moves with the market. Our Loan Options pages explain each one.',
    ],
  },
  {
    question: 'What is the minimum down payment?',
    answer: [
      `It depends on the loan. VA and USDA loans can need no down payment at all. FHA loans start at ${F.fhaMinDownPaymentPercent}% with a credit score of 580 or higher. Conventional loans start at 3% for eligible first-time buyers and 5% for most others.`,
      `Putting down less than 20% on a conventional loan means private mortgage insurance, because the loan is above ${F.maxLtvWithoutPmiPercent}% of the home’s value. Gifts from family can help with the down payment on most loans.`,
    ],
  },
  {
    question: 'Should I choose a 15-year or a 30-year mortgage?',
    answer: [
      'A 30-year loan has a lower monthly payment, which makes it easier to qualify and leaves room in your budget. A 15-year loan has a higher payment but usually a lower rate, and you pay far less interest in total and own the home in half the time.',
      'If you want the lower required payment with the option to pay faster, a 30-year loan with extra principal payments when you can afford them is a common middle path.',
    ],
  },
  {
    question: 'Are there additional fees besides the down payment?',
    answer: [
      'Yes. Closing costs usually come to 2% to 5% of the loan amount and cover the appraisal, title insurance, recording fees, lender fees and prepaid items such as homeowner’s insurance, property taxes and interest.',
      `You receive a Loan Estimate within ${F.goodFaithEstimateBusinessDays} business days of applying, which lists these costs, and a Closing Disclosure with the final figures at least 3 business days before closing. Some costs can be paid by the seller or, on some loans, added to the loan.`,
    ],
  },
  {
    question: 'How long does it take to close?',
    answer: [
      `Most loans close in ${F.closingDays} days from application; our purchase loans average about ${F.averagePurchaseCloseDays} days. Getting pre-approved first and sending documents as soon as they are asked for are the best ways to keep to that timeline.`,
      `Refinances can be quicker: a VA streamline refinance can close in ${F.vaStreamlineCloseDays} days.`,
    ],
  },
  {
    question: 'What is the difference between a lender and a real estate agent?',
    answer: [
      'A lender provides the money: we review your finances, approve the loan and fund it at closing. A real estate agent helps you find a home, make an offer and negotiate, and is usually paid a commission at closing. (“Realtor” means an agent who is a member of the National Association of Realtors.)',
      'You need both, and they work together: your agent will want to see your pre-approval letter before you make an offer.',
    ],
  },
  {
    question: 'How do I get started?',
    answer: [
      'Start with Get Pre-Approved: tell us where you are looking and answer a few questions about the home, your income and your savings. It takes about ten minutes, and you can save and finish later.',
      'If you would rather talk it through, call us or send a message, and a licensed loan officer will get back to you.',
    ],
  },
];
