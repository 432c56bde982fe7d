/**
 * Every client route of the product (spec part 1 §2 and part 2 §2) in one table. The router, the
 * guards, the document title and the meta description are all driven from here.
 */

/** Who may open a route: anyone, a signed-in user, or a signed-in user whose profile is complete (status 1). */
export type RouteAccess = 'public' | 'session' | 'session+active';

/** One client route. */
export interface AppRoute {
  /** React Router path pattern. */
  path: string;
  /** Page title: the start of the document title (and the h1 of the Complete Profile Details state). */
  title: string;
  /** Meta description for search engines and link previews. */
  description: string;
  access: RouteAccess;
  /** Public route that a signed-in user may open only once the profile is complete (the wizard). */
  activeWhenSignedIn?: boolean;
  /** The page module under ui/src/pages, without the extension (e.g. 'contact/ContactPage'), loaded on demand. */
  page: string;
}

/** Paths that only forward to another path. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = { '/preq': '/preapprove' };

const pub = (path: string, title: string, description: string, page: string): AppRoute => ({
  path,
  title,
  description,
  access: 'public',
  page,
});

const session = (path: string, title: string, description: string, page: string): AppRoute => ({
  path,
  title,
  description,
  access: 'session',
  page,
});

const active = (path: string, title: string, description: string, page: string): AppRoute => ({
  path,
  title,
  description,
  access: 'session+active',
  page,
});

/** The route table. */
export const ROUTES: readonly AppRoute[] = [
  pub(
    '/',
    'Home Loans Made Simple',
    'Harbor Oak Mortgage helps US home buyers and homeowners buy, refinance and get pre-approved online.',
    'home/HomePage',
  ),

  // Buy a Home
  pub(
    '/firsthome',
    'Buying Your First Home',
    'First-time buyer guide: down payments, PMI, credit and the steps to closing, with worked examples.',
    'buy/FirstHomePage',
  ),
  pub(
    '/nexthome',
    'Buying Your Next Home',
    'Move up or move on: sell first or buy first, bridge loans and using your equity for the next down payment.',
    'buy/NextHomePage',
  ),
  pub(
    '/newhome',
    'Build a New Home',
    'Construction-to-permanent loans, builder incentives and rate buydowns for a new home, explained.',
    'buy/NewHomePage',
  ),
  pub(
    '/residential',
    'Investment Property',
    'Financing a rental property: down payments, DSCR loans and checking that the rent covers the payment.',
    'buy/InvestmentPropertyPage',
  ),
  pub(
    '/foreclosed',
    'Buying a Foreclosed Home',
    'How foreclosed and bank-owned homes are sold, how to finance one and how to budget for repairs.',
    'buy/ForeclosedHomePage',
  ),

  // Refinance
  pub(
    '/lowerpayment',
    'Lower Your Monthly Payment',
    'Ways to lower your monthly mortgage payment, with a worked refinance example and break-even.',
    'refinance/LowerPaymentPage',
  ),
  pub(
    '/reducerate',
    'Reduce Your Current Rate',
    'When refinancing to a lower rate pays off: points, APR and the break-even, worked through.',
    'refinance/ReduceRatePage',
  ),
  pub(
    '/payoff',
    'Pay Off Your Loan Sooner',
    'Compare 30-, 20- and 15-year terms and extra payments to own your home sooner.',
    'refinance/PayOffSoonerPage',
  ),
  pub(
    '/convert',
    'Convert to a Fixed Rate',
    'How adjustable rates reset and when refinancing an ARM into a fixed rate makes sense.',
    'refinance/ConvertToFixedPage',
  ),
  pub(
    '/consolidate',
    'Debt Consolidation',
    'Using home equity to pay off higher-interest debt: cash-out refinance, home equity loan and the risks.',
    'refinance/DebtConsolidationPage',
  ),
  pub(
    '/prepare',
    'Prepare for Refinancing',
    'A checklist before you refinance: loan-to-value, debt-to-income, credit and documents.',
    'refinance/PrepareRefinancePage',
  ),
  pub(
    '/steps',
    'Steps to Refinance',
    'The refinancing process step by step, from Loan Estimates to closing and funding.',
    'refinance/RefinanceStepsPage',
  ),

  // Mortgage Tools
  pub(
    '/loanprocess',
    'Mortgage Process',
    'From pre-qualification to closing: how our mortgage process works.',
    'process/LoanProcessPage',
  ),
  pub(
    '/mortgagerates',
    'Mortgage Rates',
    "Today's estimated purchase and refinance mortgage rates.",
    'rates/MortgageRatesPage',
  ),
  pub(
    '/mortgagecalculator',
    'Mortgage Calculator',
    'Estimate your monthly mortgage payment.',
    'calculators/MortgageCalculatorPage',
  ),
  pub(
    '/refinancecalculator',
    'Refinance Calculator',
    'See what refinancing could save you each month.',
    'calculators/RefinanceCalculatorPage',
  ),
  pub(
    '/principalcalculator',
    'Principal Calculator',
    'Find the loan amount a monthly payment can carry.',
    'calculators/PrincipalCalculatorPage',
  ),
  pub(
    '/extrapayment',
    'Extra Payment Calculator',
    'See how extra payments shorten your loan and cut interest.',
    'calculators/ExtraPaymentCalculatorPage',
  ),
  pub(
    '/incometoqualify',
    'Income to qualify?',
    'Estimate the income you need to qualify for a loan.',
    'calculators/IncomeToQualifyPage',
  ),
  pub(
    '/affordability',
    'How much can I afford?',
    'Estimate the home price that fits your budget.',
    'calculators/AffordabilityCalculatorPage',
  ),
  pub(
    '/taxbenefit',
    'Tax benefits of buying',
    'Estimate the tax benefits of owning a home.',
    'calculators/TaxBenefitCalculatorPage',
  ),
  pub(
    '/apr',
    "What's my Annual Rate?",
    'Work out the annual percentage rate (APR) of a loan.',
    'calculators/AprCalculatorPage',
  ),
  pub(
    '/faq',
    'Frequently Asked Questions',
    'Answers to common questions about mortgages and pre-approval.',
    'faq/FaqPage',
  ),

  // Loan Options
  pub(
    '/thirty',
    '30 Year Fixed Rate',
    'A 30-year fixed-rate mortgage: a steady payment for the life of the loan.',
    'loans/ThirtyYearFixedPage',
  ),
  pub('/fha', 'FHA Loans', 'FHA loans with down payments as low as 3.5%.', 'loans/FhaLoansPage'),
  pub('/va', 'VA Loans', 'VA home loans for veterans and service members.', 'loans/VaLoansPage'),
  pub('/reverse', 'Reverse Mortgages', 'Reverse mortgages for homeowners 62 and older.', 'loans/ReverseMortgagesPage'),
  pub('/usda', 'USDA Loans', 'USDA loans for eligible rural and suburban homes.', 'loans/UsdaLoansPage'),
  pub(
    '/conventional',
    'Conventional Financing',
    'Conventional mortgages for buyers with solid credit.',
    'loans/ConventionalFinancingPage',
  ),
  pub('/jumbo', 'Jumbo Loans', 'Jumbo loans for amounts above the conforming limit.', 'loans/JumboLoansPage'),
  pub('/renovation', 'Renovation Loans', 'Finance a home and its renovation in one loan.', 'loans/RenovationLoansPage'),
  pub(
    '/nonqm',
    'Non QM',
    'Non-qualified mortgages for self-employed and non-traditional borrowers.',
    'loans/NonQmPage',
  ),

  // More
  pub('/stats', 'Lending Statistics', 'Harbor Oak Mortgage lending statistics.', 'company/LendingStatisticsPage'),
  pub('/about', 'About Us', 'Who we are: a licensed US mortgage lender since 2013.', 'company/AboutPage'),
  pub('/career', 'Careers', 'Open positions at Harbor Oak Mortgage.', 'company/CareersPage'),
  pub('/blogs', 'Blogs', 'Articles about mortgages, home buying and refinancing.', 'blog/BlogsPage'),
  pub('/reviews', 'Reviews & Feedback', 'What our customers say about us.', 'company/ReviewsPage'),
  pub(
    '/contact',
    'Contact Us',
    'Contact Harbor Oak Mortgage by phone, e-mail or our contact form.',
    'contact/ContactPage',
  ),

  // Others
  pub('/support', 'Help & Support', 'Get help with your account or your loan.', 'support/SupportPage'),
  pub('/becomebranch', 'Become a Branch', 'Apply to open a Harbor Oak Mortgage branch.', 'branch/BecomeBranchPage'),
  pub('/findlo', 'Find a Loan Officer', 'Find a licensed loan officer in your state.', 'officers/FindLoanOfficerPage'),
  pub('/terms', 'Terms of Use', 'The terms of use of this website.', 'legal/TermsPage'),
  pub('/privacy', 'Privacy Statement', 'How we collect, use and protect your information.', 'legal/PrivacyPage'),
  pub('/branch', 'Branch Locations', 'Our corporate office and branch offices.', 'company/BranchLocationsPage'),
  pub('/disclosure', 'Disclosures and Licenses', 'State licences and consumer disclosures.', 'legal/DisclosuresPage'),
  pub('/quote', 'Request a Quote', 'Request a personalised mortgage rate quote.', 'quote/QuotePage'),
  pub(
    '/consent',
    'Consent to Electronic Documents',
    'Your consent to receive documents electronically.',
    'legal/ConsentPage',
  ),
  pub(
    '/blog1',
    'Types of Mortgage Loans',
    'An overview of the main types of mortgage loans.',
    'blog/MortgageLoanTypesPage',
  ),
  pub(
    '/blog2',
    'Blockchain in the Mortgage Industry',
    'How blockchain technology could change mortgage lending.',
    'blog/BlockchainMortgagePage',
  ),
  pub(
    '/blog3',
    '2023 Mortgage Trends: A Look Back and What Changed Since',
    'How rates, sales and prices moved in 2023, and what has changed in the mortgage market since.',
    'blog/MortgageTrends2023Page',
  ),
  {
    ...pub(
      '/preapprove',
      'Get Pre-Approved',
      'Find out how much you can borrow and get a pre-approval letter.',
      'preapproval/PreapprovalPage',
    ),
    activeWhenSignedIn: true,
  },

  // Signed-in routes
  active('/dashboard', 'Dashboard', 'Your loan applications, requests and notifications.', 'dashboard/DashboardPage'),
  active('/docview', 'View Documents', 'View the documents of your loan.', 'documents/DocumentViewPage'),
  active('/docview/:id', 'View Documents', 'View the documents of your loan.', 'documents/DocumentViewPage'),
  active('/docupload', 'Upload Documents', 'Upload documents for your loan.', 'documents/DocumentUploadPage'),
  active('/docupload/:id', 'Upload Documents', 'Upload documents for your loan.', 'documents/DocumentUploadPage'),
  active(
    '/docapprove',
    'Document Approvals',
    'Review and approve the documents of your loan.',
    'documents/DocumentApprovalPage',
  ),
  active(
    '/docapprove/:id',
    'Document Approvals',
    'Review and approve the documents of your loan.',
    'documents/DocumentApprovalPage',
  ),
  active(
    '/predocs',
    'Pre-Approval Documents',
    'Upload documents for your pre-approval.',
    'documents/PreapprovalDocumentsPage',
  ),
  active(
    '/predocs/:id',
    'Pre-Approval Documents',
    'Upload documents for your pre-approval.',
    'documents/PreapprovalDocumentsPage',
  ),
  active('/letter', 'Pre-Approval Letters', 'Your pre-approval letters.', 'preapproval/LetterPage'),
  active(
    '/short',
    '1003 Form - Short Application',
    'Apply for a loan with the short application.',
    'application/ShortApplicationPage',
  ),
  session(
    '/saved',
    'Saved and Completed Applications',
    'Resume a saved application or review a completed one.',
    'application/SavedApplicationsPage',
  ),
  session(
    '/stage1',
    '1003 Form - Personal Details',
    'Loan application, step 1: personal details.',
    'application/Stage1Page',
  ),
  session(
    '/stage2',
    '1003 Form - Loan and Property',
    'Loan application, step 2: loan and property.',
    'application/Stage2Page',
  ),
  session(
    '/stage3',
    '1003 Form - Borrower Information',
    'Loan application, step 3: borrower information.',
    'application/Stage3Page',
  ),
  session(
    '/stage4',
    '1003 Form - Co-Borrower Information',
    'Loan application, step 4: co-borrower information.',
    'application/Stage4Page',
  ),
  session(
    '/stage5',
    '1003 Form - Assets and Liabilities',
    'Loan application, step 5: assets and liabilities.',
    'application/Stage5Page',
  ),
  session(
    '/stage6',
    '1003 Form - Declarations',
    'Loan application, step 6: declarations and demographics.',
    'application/Stage6Page',
  ),
  session(
    '/preview',
    'Application Preview',
    'Review your whole loan application.',
    'application/ApplicationPreviewPage',
  ),
  session(
    '/download',
    'Download Application',
    'Download your loan application.',
    'application/ApplicationDownloadPage',
  ),
  session(
    '/form1003',
    'Uniform Residential Loan Application',
    'Your Uniform Residential Loan Application (Form 1003).',
    'application/ApplicationPreviewPage',
  ),
  session('/thank', 'Thank You', 'Your application has been submitted.', 'application/ThankYouPage'),
  session('/profile', 'Profile', 'Your account and profile details.', 'profile/ProfilePage'),
  session('/uconsent', 'Consents', 'Your consents, per loan.', 'consents/ConsentsPage'),
  session('/uconsent/:id', 'Consents', 'Your consents, per loan.', 'consents/ConsentsPage'),
  session(
    '/subscription',
    'Subscription Preferences',
    'Choose which e-mails you receive from us.',
    'subscriptions/SubscriptionPage',
  ),

  pub(
    '/unsubscribe',
    'Unsubscribe',
    'Stop e-mails from Harbor Oak Mortgage with one click.',
    'subscriptions/UnsubscribePage',
  ),

  // The lender's staff: their own sign-in (password and authenticator code) and session, apart from borrowers'.
  pub('/staff', 'Staff', 'Sign-in and pipeline for Harbor Oak Mortgage staff.', 'staff/StaffPipelinePage'),
  pub(
    '/staff/loans/:id',
    'Staff: Loan',
    'A loan, its milestones, requests, notifications and consents.',
    'staff/StaffLoanPage',
  ),
  pub('/staff/members', 'Staff Accounts', 'Invite, disable and reset staff accounts.', 'staff/StaffMembersPage'),
  pub('/staff/accept', 'Set Your Password', 'Choose the password of your staff account.', 'staff/StaffAcceptPage'),
];

/** The site name appended to every document title. */
export const SITE_NAME = 'Harbor Oak Mortgage';

/** The document title of a page: '<Page title> | Harbor Oak Mortgage'. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${SITE_NAME}`;
}
