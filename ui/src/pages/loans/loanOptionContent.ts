import { LOAN_FACTS, wholeDollars } from 'ui/content/lendingFacts.ts';
import { dollarsAndCents, monthlyPayment, percentOf } from './loanMath.ts';

/** One question and answer of a loan page's FAQ snippet. */
export interface LoanFaq {
  question: string;
  answer: string;
}

/** The content of one loan option page (spec part 2 §2.9). */
export interface LoanOption {
  /** The page's h1; the same words as its route title. */
  title: string;
  /** One or two sentences under the title. */
  lead: string;
  /** The bullet highlights beside the Apply Now button. */
  highlights: string[];
  /** What the loan is, in paragraphs. */
  whatItIs: string[];
  whoItSuits: string[];
  requirements: string[];
  pros: string[];
  cons: string[];
  example: { heading: string; paragraphs: string[] };
  faq: LoanFaq[];
}

const F = LOAN_FACTS;
const conformingLimit = wholeDollars(F.conformingLoanLimit);
const $ = wholeDollars;
const $c = dollarsAndCents;

// Example rates are illustrations only: the worked examples say so and point to the Mortgage Rates page.
const EXAMPLE_RATE_30 = 6.5;
const EXAMPLE_RATE_15 = 5.75;
const RATE_NOTE = 'The rates in this example are illustrations, not a quote; see Mortgage Rates for today’s figures.';

function thirtyYearExample(): LoanOption['example'] {
  const loan = 300_000;
  const pay30 = monthlyPayment(loan, EXAMPLE_RATE_30, 30);
  const pay15 = monthlyPayment(loan, EXAMPLE_RATE_15, 15);
  return {
    heading: `Example: ${$(loan)} over 30 years or 15 years`,
    paragraphs: [
      `Borrow ${$(loan)} for 30 years at ${EXAMPLE_RATE_30}% and the principal and interest payment is ${$c(pay30)} a month, every month, for 360 months. Over the life of the loan you pay about ${$(pay30 * 360 - loan)} in interest.`,
      `The same ${$(loan)} over 15 years at ${EXAMPLE_RATE_15}% (shorter terms usually carry lower rates) costs ${$c(pay15)} a month, about ${$(pay15 - pay30)} more, but the total interest falls to about ${$(pay15 * 180 - loan)}.`,
      `In the first month of the 30-year loan, ${$c(loan * (EXAMPLE_RATE_30 / 1200))} of the payment is interest and only ${$c(pay30 - loan * (EXAMPLE_RATE_30 / 1200))} reduces the balance; the split shifts toward principal every month. Property taxes and homeowner’s insurance come on top. ${RATE_NOTE}`,
    ],
  };
}

function fhaExample(): LoanOption['example'] {
  const price = 300_000;
  const down = percentOf(price, F.fhaMinDownPaymentPercent);
  const base = price - down;
  const upfront = percentOf(base, F.fhaUpfrontMipPercent);
  const annual = percentOf(base, F.fhaAnnualMipPercent);
  return {
    heading: `Example: a ${$(price)} home with ${F.fhaMinDownPaymentPercent}% down`,
    paragraphs: [
      `A buyer with a credit score of 640 puts ${F.fhaMinDownPaymentPercent}% down, ${$(down)}, on a ${$(price)} home, so the base loan is ${$(base)}.`,
      `The upfront mortgage insurance premium of ${F.fhaUpfrontMipPercent}% is ${$c(upfront)}. Most buyers add it to the loan rather than pay it in cash, making the loan ${$c(base + upfront)}.`,
      `The annual premium of ${F.fhaAnnualMipPercent}% comes to about ${$c(annual)} a year, paid as roughly ${$c(annual / 12)} a month with the mortgage payment. Closing costs are separate; a seller or a family member may help with them.`,
    ],
  };
}

function vaExample(): LoanOption['example'] {
  const price = 350_000;
  const [feeLow, feeHigh] = F.vaFundingFeePercentRange;
  const firstUseFee = 2.15;
  const fee = percentOf(price, firstUseFee);
  return {
    heading: `Example: a ${$(price)} home with no money down`,
    paragraphs: [
      `A veteran using the benefit for the first time buys a ${$(price)} home with no down payment, well within the ${$(F.vaMaxNoMoneyDownLoan)} no-money-down amount of our VA programme.`,
      `The VA funding fee for a first use with less than 5% down is ${firstUseFee}%, or ${$c(fee)}; it can be added to the loan. Funding fees run from ${feeLow}% to ${feeHigh}% depending on the loan, the down payment and whether the benefit was used before, and veterans who receive VA disability compensation do not pay it at all.`,
      'There is no monthly mortgage insurance, so the monthly payment is principal, interest, taxes and insurance only.',
    ],
  };
}

function usdaExample(): LoanOption['example'] {
  const price = 220_000;
  const upfrontPercent = 1;
  const annualPercent = 0.35;
  const upfront = percentOf(price, upfrontPercent);
  const annual = percentOf(price, annualPercent);
  return {
    heading: `Example: a ${$(price)} home in an eligible town`,
    paragraphs: [
      `A family whose household income is within the county’s limit buys a ${$(price)} home in an eligible area with no down payment.`,
      `USDA charges an upfront guarantee fee of ${upfrontPercent}% (${$c(upfront)}), which can be financed, and an annual fee of ${annualPercent}% of the balance, about ${$c(annual / 12)} a month in the first year.`,
      'The family still needs money for closing costs and any earnest deposit, though a seller may agree to pay some closing costs.',
    ],
  };
}

function conventionalExample(): LoanOption['example'] {
  const price = 400_000;
  const twentyDown = percentOf(price, 100 - F.maxLtvWithoutPmiPercent);
  const tenDown = percentOf(price, 10);
  return {
    heading: `Example: ${$(price)} with 20% or 10% down`,
    paragraphs: [
      `With ${$(twentyDown)} down (20%) on a ${$(price)} home, the loan is ${$(price - twentyDown)}, a loan-to-value of ${F.maxLtvWithoutPmiPercent}%, and there is no private mortgage insurance.`,
      `With ${$(tenDown)} down (10%), the loan is ${$(price - tenDown)} at 90% loan-to-value, so PMI applies. Its cost depends mostly on the credit score and the down payment, and it is paid monthly with the mortgage.`,
      `Once the balance reaches 80% of the home’s original value, the borrower can ask for PMI to be cancelled; it ends automatically at 78% if the payments are current.`,
    ],
  };
}

function jumboExample(): LoanOption['example'] {
  const price = 1_250_000;
  const down = percentOf(price, 20);
  const loan = price - down;
  const payment = monthlyPayment(loan, EXAMPLE_RATE_30, 30);
  return {
    heading: `Example: a ${$(price)} home`,
    paragraphs: [
      `A buyer puts 20% down, ${$(down)}, on a ${$(price)} home. The loan of ${$(loan)} is above the conforming limit, so it is a jumbo loan.`,
      `At an example rate of ${EXAMPLE_RATE_30}% over 30 years, principal and interest come to ${$c(payment)} a month. A lender asking for 12 months of reserves would want to see about ${$(payment * 12)} in savings or investments after closing, not counting the down payment.`,
      RATE_NOTE,
    ],
  };
}

function renovationExample(): LoanOption['example'] {
  const price = 250_000;
  const work = 40_000;
  const asCompleted = 320_000;
  const cap = percentOf(asCompleted, F.renovation.maxPercentOfAsCompletedValue);
  return {
    heading: `Example: a ${$(price)} home that needs ${$(work)} of work`,
    paragraphs: [
      `A buyer finds a ${$(price)} house with a dated kitchen and an old roof. A contractor bids ${$(work)} for the work, and the appraiser values the home as it will be when finished, the as-completed value, at ${$(asCompleted)}.`,
      `Renovation funds can be up to ${F.renovation.maxPercentOfAsCompletedValue}% of the as-completed value, ${$(cap)} here, so the ${$(work)} fits. The purchase and the renovation are one loan with one closing; the down payment is figured on the total.`,
      'At closing the renovation money goes into an escrow account and is paid to the contractor in stages as the work passes inspection.',
    ],
  };
}

function nonQmExample(): LoanOption['example'] {
  const price = 600_000;
  const loan = percentOf(price, F.nonQm.maxLtvPercent);
  return {
    heading: 'Example: a self-employed buyer',
    paragraphs: [
      'A graphic designer has run her own studio for six years. Her tax returns show a modest net income because she writes off equipment and a home office, so she falls short on a conventional loan.',
      `With a bank-statement loan, we look at 24 months of her business bank statements to work out her income instead. With a credit score of 700 she buys a ${$(price)} home with 10% down, a loan of ${$(loan)} at ${F.nonQm.maxLtvPercent}% loan-to-value, our programme’s maximum.`,
      'Her rate is higher than a conventional rate would be for the same score. Once two years of tax returns show higher income, she can refinance into a conventional loan.',
    ],
  };
}

/** /thirty. */
export const THIRTY_YEAR_FIXED: LoanOption = {
  title: '30 Year Fixed Rate',
  lead: 'The most popular home loan in the US: one interest rate and one principal-and-interest payment for all 30 years.',
  highlights: [
    'Rate and principal-and-interest payment fixed for 360 months',
    'Lower monthly payment than a 15- or 20-year loan',
    'Available as conventional, FHA, VA and USDA loans',
    'Pay extra toward principal whenever you like',
  ],
  whatItIs: [
    'A 30-year fixed-rate mortgage is paid off in 360 equal monthly payments of principal and interest. The rate is set when you lock it and does not change, whatever happens to market rates later.',
    'Your total monthly payment can still move a little if property taxes or homeowner’s insurance change, because those are usually collected with the payment and held in an escrow account.',
  ],
  whoItSuits: [
    'Buyers who plan to stay in the home for many years',
    'Households that want a payment they can budget for, month after month',
    'First-time buyers who need the lowest payment to qualify',
    'Anyone who expects rates to rise and wants to lock today’s rate for good',
  ],
  requirements: [
    'The requirements are those of the loan programme behind it: conventional, FHA, VA or USDA',
    `A steady income, usually with ${F.employmentHistoryYears} years of employment history`,
    `For a conventional loan, private mortgage insurance when the loan is above ${F.maxLtvWithoutPmiPercent}% of the home’s value`,
    'Enough savings for the down payment and closing costs',
  ],
  pros: [
    'The principal-and-interest payment never changes',
    'Protection against rising rates',
    'The lowest monthly payment of the fixed-rate terms',
    'Extra payments can shorten the loan if you choose',
  ],
  cons: [
    'A higher rate than shorter terms',
    'Much more interest paid over the life of the loan',
    'Equity builds slowly in the early years',
    'If rates fall, lowering yours means refinancing, with its closing costs',
  ],
  example: thirtyYearExample(),
  faq: [
    {
      question: 'Can I pay off a 30-year loan early?',
      answer:
        'Yes. You can make extra principal payments at any time, and our 30-year fixed loans on homes you live in carry no prepayment penalty. Even one extra payment a year takes years off a 30-year loan.',
    },
  ],
};

/** /fha. */
export const FHA_LOANS: LoanOption = {
  title: 'FHA Loans',
  lead: `Loans insured by the Federal Housing Administration, with down payments from ${F.fhaMinDownPaymentPercent}% and flexible credit guidelines.`,
  highlights: [
    `Down payment as low as ${F.fhaMinDownPaymentPercent}% with a credit score of 580 or higher`,
    'Gifts from family can cover the down payment',
    'Sellers may contribute up to 6% toward closing costs',
    `Mortgage insurance: ${F.fhaUpfrontMipPercent}% upfront and ${F.fhaAnnualMipPercent}% a year`,
  ],
  whatItIs: [
    'An FHA loan is made by an approved lender like us and insured by the Federal Housing Administration, part of the US Department of Housing and Urban Development (HUD). The insurance protects the lender if a borrower stops paying, which lets lenders accept smaller down payments and lower credit scores.',
    'Borrowers pay for that insurance through a mortgage insurance premium (MIP): an upfront premium, usually added to the loan, and an annual premium paid monthly. HUD sets these premiums and changes them from time to time; your Loan Estimate shows the figures that apply to you.',
  ],
  whoItSuits: [
    'First-time buyers with limited savings (though you do not have to be a first-time buyer)',
    'Borrowers with credit scores in the 500s or low 600s',
    'Buyers whose debts take up a larger share of their income',
    'Anyone rebuilding credit after a past setback',
  ],
  requirements: [
    `A credit score of 580 or higher for ${F.fhaMinDownPaymentPercent}% down; 500 to 579 needs 10% down`,
    `Upfront MIP of ${F.fhaUpfrontMipPercent}% of the base loan and annual MIP of ${F.fhaAnnualMipPercent}%, paid monthly`,
    'The home must be your primary residence, moved into within 60 days of closing',
    'An FHA appraisal: the home must meet HUD’s minimum property standards',
    'The loan must be within the FHA limit for the county',
    `Steady income, usually with ${F.employmentHistoryYears} years of employment history`,
  ],
  pros: [
    'Small down payment',
    'Easier credit guidelines than most conventional loans',
    'Down payment gifts and seller help with closing costs are allowed',
    'FHA loans are assumable by a qualified buyer when you sell',
  ],
  cons: [
    'Mortgage insurance is charged both upfront and every month',
    'With less than 10% down, the annual premium lasts for the life of the loan; with 10% or more, 11 years',
    'Only for a home you will live in',
    'Stricter property condition standards can rule out homes that need work',
  ],
  example: fhaExample(),
  faq: [
    {
      question: 'Can I drop FHA mortgage insurance later?',
      answer:
        'If you put down less than 10%, the annual premium stays for the life of the loan. Many borrowers refinance into a conventional loan once they have 20% equity, which removes mortgage insurance entirely.',
    },
  ],
};

/** /va. */
export const VA_LOANS: LoanOption = {
  title: 'VA Loans',
  lead: 'Home loans guaranteed by the US Department of Veterans Affairs for veterans, service members and eligible surviving spouses.',
  highlights: [
    `No money down up to ${$(F.vaMaxNoMoneyDownLoan)} in our VA programme`,
    'No monthly mortgage insurance',
    `One-time funding fee of ${F.vaFundingFeePercentRange[0]}% to ${F.vaFundingFeePercentRange[1]}%, waived for many disabled veterans`,
    `VA streamline refinances can close in ${F.vaStreamlineCloseDays} days`,
  ],
  whatItIs: [
    'A VA loan is made by a private lender and partly guaranteed by the Department of Veterans Affairs. Because the VA backs part of the loan, lenders can offer no-down-payment financing without monthly mortgage insurance.',
    'Instead of mortgage insurance, most borrowers pay a one-time funding fee that keeps the programme running. It can be paid at closing or added to the loan. The VA streamline refinance (the Interest Rate Reduction Refinance Loan, or IRRRL) lets existing VA borrowers lower their rate with little paperwork.',
  ],
  whoItSuits: [
    'Veterans who meet the service requirements',
    'Active-duty service members',
    'National Guard and Reserve members with qualifying service',
    'Surviving spouses of service members who died in service or from a service-connected disability',
  ],
  requirements: [
    'A Certificate of Eligibility (COE) from the VA; we can request it for you',
    `No down payment up to ${$(F.vaMaxNoMoneyDownLoan)}; a down payment may apply above that`,
    `A funding fee of ${F.vaFundingFeePercentRange[0]}% to ${F.vaFundingFeePercentRange[1]}% of the loan, unless you are exempt`,
    'The home must be your primary residence',
    'A VA appraisal that confirms the value and the home’s condition',
    'Enough residual income each month after housing costs and debts, as the VA defines it',
  ],
  pros: [
    'No down payment for most buyers',
    'No monthly mortgage insurance',
    'Competitive rates',
    'VA limits the closing costs a veteran can be charged',
  ],
  cons: [
    'The funding fee adds to the cost unless you are exempt',
    'Only for a home you will live in',
    'The VA appraisal sets minimum property requirements',
    'Entitlement tied up in one loan can limit a second VA loan until the first is repaid',
  ],
  example: vaExample(),
  faq: [
    {
      question: 'Can I use my VA home loan benefit more than once?',
      answer:
        'Yes. Your entitlement is restored when a VA loan is paid off, for example when you sell. The funding fee is higher on later uses unless you put 5% or more down or are exempt.',
    },
  ],
};

/** /reverse. */
export const REVERSE_MORTGAGES: LoanOption = {
  title: 'Reverse Mortgages',
  lead: `For homeowners ${F.reverseMortgageMinAge} and older: turn part of your home equity into cash, with no monthly mortgage payment.`,
  highlights: [
    `Homeowners ${F.reverseMortgageMinAge} and older`,
    'No monthly principal and interest payments',
    'Take a lump sum, monthly payments, a line of credit or a mix',
    'You keep the title and live in your home',
  ],
  whatItIs: [
    'A reverse mortgage lets an older homeowner borrow against the home’s value without making monthly loan payments. Most are Home Equity Conversion Mortgages (HECMs), insured by the Federal Housing Administration.',
    'Interest and mortgage insurance are added to the balance each month, so the balance grows over time. The loan is repaid when the last borrower sells the home, moves out for good or dies, usually from the sale of the home. It is a non-recourse loan: you or your heirs never owe more than the home is worth when it is sold.',
  ],
  whoItSuits: [
    'Retirees with substantial home equity who want more monthly cash flow',
    'Homeowners who want to pay off an existing mortgage and stop making payments',
    'People who plan to stay in their home for the long term',
    'Those who want a standby line of credit for later years',
  ],
  requirements: [
    `The youngest borrower must be at least ${F.reverseMortgageMinAge}`,
    'The home must be your primary residence, and you must own it outright or have considerable equity',
    'A counselling session with a HUD-approved counsellor before you apply',
    'Proof you can keep paying property taxes, homeowner’s insurance and any HOA dues',
    'An eligible home: a single-family home, a 2–4 unit home you live in, an FHA-approved condo or a qualifying manufactured home',
  ],
  pros: [
    'No monthly mortgage payment',
    'Flexible ways to receive the money',
    'An unused line of credit grows over time',
    'Non-recourse: the debt can never exceed the home’s value at sale',
  ],
  cons: [
    'The balance grows, leaving less equity for you or your heirs',
    'Upfront costs, including mortgage insurance, are higher than for a regular loan',
    'Falling behind on taxes, insurance or upkeep can lead to foreclosure',
    'Money you hold may affect eligibility for means-tested benefits such as Medicaid',
  ],
  example: {
    heading: 'Example: paying off an old mortgage',
    paragraphs: [
      'A 70-year-old homeowner owns a home worth $400,000 and still owes $60,000 on a mortgage with a payment of $650 a month.',
      'A reverse mortgage pays off the $60,000 at closing, ending the $650 payment. The rest of the amount available, which depends on her age, the interest rate and the home’s value, is set up as a line of credit she can draw on when she needs it.',
      'She keeps paying property taxes and insurance and keeps the home in good repair. When she sells or her estate does, the balance is repaid from the sale, and anything left belongs to her or her heirs.',
    ],
  },
  faq: [
    {
      question: 'Does the lender own my home?',
      answer:
        'No. You keep the title. The lender holds a mortgage on the home, as with any other home loan, and is repaid when the home is sold or the loan otherwise comes due.',
    },
  ],
};

/** /usda. */
export const USDA_LOANS: LoanOption = {
  title: 'USDA Loans',
  lead: 'No-down-payment loans guaranteed by the US Department of Agriculture for homes in eligible rural and suburban areas.',
  highlights: [
    'No down payment',
    'For homes in USDA-eligible rural and many suburban areas',
    'Household income limits by county',
    'Lower mortgage insurance costs than FHA',
  ],
  whatItIs: [
    'The USDA Single Family Housing Guaranteed Loan Program helps low- and moderate-income households buy homes outside big cities. The USDA guarantees the loan, so lenders can finance the full price with no down payment.',
    'Borrowers pay an upfront guarantee fee, which can be financed, and a smaller annual fee paid monthly. “Rural” is broader than it sounds: many small towns and outer suburbs qualify on the USDA’s eligibility map.',
  ],
  whoItSuits: [
    'Buyers looking in small towns, the countryside or outer suburbs',
    'Households with moderate incomes and little saved for a down payment',
    'First-time and repeat buyers alike, if they do not already own adequate housing',
  ],
  requirements: [
    'The property must be in a USDA-eligible area',
    'Household income no higher than 115% of the area’s median income',
    'The home must be your primary residence',
    'US citizenship, US non-citizen national status or qualified alien status',
    'A credit score of about 640 for streamlined automated approval; lower scores may be reviewed manually',
    'Debts and housing costs within USDA guidelines',
  ],
  pros: [
    'No down payment',
    'Guarantee fees are lower than FHA mortgage insurance',
    'Competitive fixed rates',
    'Sellers can pay some closing costs',
  ],
  cons: [
    'Location and income limits',
    'Only for a home you will live in',
    'Guarantee fees apply for the life of the loan',
    'The USDA reviews each loan, which can add a few days',
  ],
  example: usdaExample(),
  faq: [
    {
      question: 'How do I know whether an address is eligible?',
      answer:
        'The USDA publishes an eligibility map on its website where you can type in an address. Your loan officer will confirm the property and your household income before you make an offer.',
    },
  ],
};

/** /conventional. */
export const CONVENTIONAL_FINANCING: LoanOption = {
  title: 'Conventional Financing',
  lead: 'Loans that are not backed by a government agency, for buyers with solid credit who want the widest choice of terms.',
  highlights: [
    `Loans up to the conforming limit of ${conformingLimit}`,
    `No mortgage insurance with ${100 - F.maxLtvWithoutPmiPercent}% down`,
    'PMI can be removed once you reach 20% equity',
    'Primary homes, second homes and investment properties',
  ],
  whatItIs: [
    'A conventional loan is any mortgage not insured or guaranteed by the FHA, VA or USDA. Most follow the guidelines of Fannie Mae and Freddie Mac, which buy these loans from lenders; such loans are called conforming.',
    `Conforming loans must stay within the conforming loan limit: ${conformingLimit} for a one-unit home in 2026. The Federal Housing Finance Agency reviews the baseline limit every year and allows higher limits in high-cost counties, so ask your loan officer for the figure that applies to yours. Loans above it are jumbo loans.`,
    `When the loan is more than ${F.maxLtvWithoutPmiPercent}% of the home’s value, private mortgage insurance (PMI) protects the lender. Unlike FHA insurance, PMI comes off once you have enough equity.`,
  ],
  whoItSuits: [
    'Borrowers with good credit and stable income',
    'Buyers who can put 5% to 20% down, or 3% through first-time buyer programmes',
    'Buyers of second homes or investment properties',
    'Anyone who wants mortgage insurance that goes away',
  ],
  requirements: [
    'A credit score of at least 620; the best pricing starts around 740',
    'A down payment from 3% for eligible first-time buyers, 5% for most others',
    `Private mortgage insurance when the loan-to-value is above ${F.maxLtvWithoutPmiPercent}%`,
    `A loan amount within the conforming limit (${conformingLimit} for a one-unit home)`,
    'Total monthly debts usually within 45% of gross income, up to 50% with strong credit and savings',
    `Income documented for the last ${F.employmentHistoryYears} years`,
  ],
  pros: [
    'PMI can be cancelled, unlike most FHA mortgage insurance',
    'No upfront government fee',
    'Fixed and adjustable rates, with terms from 10 to 30 years',
    'Can finance second homes and investment properties',
  ],
  cons: [
    'Stricter credit requirements than FHA',
    'PMI is costly with a low credit score and a small down payment',
    'Loan amounts are capped at the conforming limit',
  ],
  example: conventionalExample(),
  faq: [
    {
      question: 'When does PMI go away?',
      answer:
        'You can ask your servicer to cancel it once the balance reaches 80% of the home’s original value, and it ends automatically at 78% as long as your payments are current. An appraisal showing the home has risen in value can sometimes remove it sooner.',
    },
  ],
};

/** /jumbo. */
export const JUMBO_LOANS: LoanOption = {
  title: 'Jumbo Loans',
  lead: `Financing for loan amounts above the conforming limit of ${conformingLimit}, for higher-priced homes.`,
  highlights: [
    `Loan amounts above ${conformingLimit}`,
    'Fixed and adjustable rates',
    'Primary homes, second homes and investment properties',
    'One loan instead of a first and second mortgage',
  ],
  whatItIs: [
    `A jumbo loan is a mortgage larger than the conforming loan limit, ${conformingLimit} for a one-unit home in 2026. Fannie Mae and Freddie Mac cannot buy these loans, so lenders keep them or sell them to private investors, each with its own guidelines.`,
    'Because more money is at stake on each loan, jumbo lenders look harder at credit, income and savings, and sometimes ask for a second appraisal on very large loans.',
  ],
  whoItSuits: [
    'Buyers in high-cost markets',
    'Buyers of luxury or larger homes',
    'Borrowers with strong credit, steady high income and significant savings',
  ],
  requirements: [
    `A loan amount above the conforming limit of ${conformingLimit}`,
    'A credit score of 700 or higher for most programmes',
    'A down payment of 10% to 20% or more',
    'Total monthly debts usually within 43% of gross income',
    'Cash reserves, often 6 to 12 months of mortgage payments, after closing',
    'Full documentation of income and assets; a second appraisal may be required',
  ],
  pros: [
    'Finances an expensive home with a single loan',
    'Rates are often close to conforming rates for strong borrowers',
    'Many programmes need no mortgage insurance with 20% down',
  ],
  cons: [
    'Stricter credit, income and reserve requirements',
    'A larger down payment',
    'More paperwork and a closer look at the appraisal',
  ],
  example: jumboExample(),
  faq: [
    {
      question: 'Are jumbo rates higher than conforming rates?',
      answer:
        'Not always. Jumbo rates depend on each investor’s appetite and can be close to, or even below, conforming rates for borrowers with high credit scores and large down payments. Compare both if your loan is near the limit.',
    },
  ],
};

/** /renovation. */
export const RENOVATION_LOANS: LoanOption = {
  title: 'Renovation Loans',
  lead: 'Buy a home that needs work, or improve the one you own, and finance the renovation in the same loan.',
  highlights: [
    `Renovation funds up to ${F.renovation.maxPercentOfAsCompletedValue}% of the as-completed value`,
    `A limited programme for smaller projects up to ${$(F.renovation.maxAmount)}`,
    'One loan, one closing, one monthly payment',
    'Based on what the home will be worth after the work',
  ],
  whatItIs: [
    'A renovation loan rolls the cost of repairs or improvements into a purchase or refinance mortgage. The appraiser values the home as it will be once the work is done, the as-completed value, so you can borrow against the improvements before they are made.',
    `Our standard programme finances renovation costs up to ${F.renovation.maxPercentOfAsCompletedValue}% of the as-completed value and covers larger projects, including structural work. Our limited programme covers smaller, non-structural projects such as a new kitchen, flooring, a roof or energy-saving upgrades, up to ${$(F.renovation.maxAmount)}, with less paperwork.`,
    'The renovation money is held in an escrow account after closing and paid to your contractor in stages as each part of the work is inspected.',
  ],
  whoItSuits: [
    'Buyers who find the right location but a dated or damaged house',
    'Homeowners who want to remodel without a separate, higher-rate loan',
    'Buyers of foreclosed or older homes that need repairs to be livable',
  ],
  requirements: [
    `Renovation costs up to ${F.renovation.maxPercentOfAsCompletedValue}% of the as-completed value; up to ${$(F.renovation.maxAmount)} on the limited programme`,
    'A licensed, insured contractor with a written, itemised bid',
    'An appraisal of the as-completed value based on the plans',
    'A contingency reserve, usually 10% to 20% of the renovation cost, for surprises',
    'Work finished within the agreed time, usually six months',
    'The credit, income and down payment requirements of the underlying loan',
  ],
  pros: [
    'Finance the work at a mortgage rate instead of a credit card or personal loan rate',
    'Borrow against the value the work will add',
    'A single closing saves time and fees',
  ],
  cons: [
    'More paperwork: bids, plans, inspections and draws',
    'Closing can take longer than on a standard purchase',
    'Do-it-yourself work is limited or not allowed',
    'You may need somewhere else to live while major work is done',
  ],
  example: renovationExample(),
  faq: [
    {
      question: 'Can I do the work myself?',
      answer:
        'Generally not. Renovation programmes pay licensed contractors against bids and inspections. Some allow a borrower who is a licensed contractor to do the work, subject to approval.',
    },
  ],
};

/** /nonqm. */
export const NON_QM: LoanOption = {
  title: 'Non QM',
  lead: 'Non-qualified mortgages for borrowers whose income or situation does not fit standard guidelines, such as the self-employed and real estate investors.',
  highlights: [
    `Minimum FICO score of ${F.nonQm.minFico}`,
    `Loans up to ${$(F.nonQm.maxLoan)} and up to ${F.nonQm.maxLtvPercent}% loan-to-value`,
    `Cash-out refinances up to ${$(F.nonQm.maxCashOut)}`,
    'Bank-statement, asset-based and DSCR investor loans',
  ],
  whatItIs: [
    'A qualified mortgage (QM) meets the Consumer Financial Protection Bureau’s rules on features and documentation. A non-QM loan falls outside those rules, usually because income is documented in another way, such as bank statements instead of tax returns.',
    'Non-QM does not mean no checks. For a home you will live in, we must still make a reasonable, good-faith determination that you can repay the loan, as the federal Ability-to-Repay rule requires. Investor loans can qualify on the property’s rental income using a debt-service coverage ratio (DSCR), which compares the rent to the payment.',
  ],
  whoItSuits: [
    'Self-employed borrowers and business owners whose tax returns understate their cash flow',
    'Real estate investors who want to qualify on rental income',
    'Borrowers with large assets but irregular income',
    'Borrowers with a recent credit event who do not yet meet conventional waiting periods',
  ],
  requirements: [
    `A FICO score of at least ${F.nonQm.minFico}`,
    `Loan amounts up to ${$(F.nonQm.maxLoan)}, at up to ${F.nonQm.maxLtvPercent}% loan-to-value`,
    `Cash out up to ${$(F.nonQm.maxCashOut)} on a refinance`,
    `Investment properties: a FICO score of at least ${F.investment.minFico}; up to ${F.investment.maxLtvWithDscrPercent}% loan-to-value when the loan qualifies on the property’s DSCR and up to ${F.investment.maxLtvWithoutDscrPercent}% without it`,
    'Income documented by 12 or 24 months of bank statements, 1099s, assets or rental income, depending on the programme',
    'Cash reserves, which vary by programme and loan size',
  ],
  pros: [
    'Qualify on how you really earn',
    'Larger loan amounts than conforming loans',
    'Options for investors, including qualifying on rent',
    'A route back to homeownership sooner after a credit event',
  ],
  cons: [
    'Higher rates and fees than conventional or government loans',
    'Larger down payments are often required',
    'Investor loans may carry a prepayment penalty',
    'Fewer lenders offer these loans, so terms vary widely',
  ],
  example: nonQmExample(),
  faq: [
    {
      question: 'Is a non-QM loan the same as a subprime loan?',
      answer:
        'No. Today’s non-QM loans require documented ability to repay, real down payments and reserves. They serve borrowers whose finances are sound but do not fit the standard paperwork.',
    },
  ],
};
