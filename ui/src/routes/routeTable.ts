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
  /** Page title: the h1 of a page that is not built yet and the start of the document title. */
  title: string;
  /** Meta description for search engines and link previews. */
  description: string;
  access: RouteAccess;
  /** Public route that a signed-in user may open only once the profile is complete (the wizard). */
  activeWhenSignedIn?: boolean;
  /**
   * The page module under ui/src/pages, without the extension (e.g. 'contact/ContactPage'), loaded on
   * demand. A route without one, or whose module does not exist yet, shows the "not available yet" state.
   */
  page?: string;
}

/** Paths that only forward to another path. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = { '/preq': '/preapprove' };

const pub = (path: string, title: string, description: string, page?: string): AppRoute => ({
  path,
  title,
  description,
  access: 'public',
  page,
});

const session = (path: string, title: string, description: string, page?: string): AppRoute => ({
  path,
  title,
  description,
  access: 'session',
  page,
});

const active = (path: string, title: string, description: string, page?: string): AppRoute => ({
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
  pub('/firsthome', 'Buying Your First Home', 'What first-time home buyers need to know, from savings to closing.'),
  pub('/nexthome', 'Buying Your Next Home', 'Move up or move on: financing your next home while you own one.'),
  pub('/newhome', 'Building a New Home', 'Construction and new-build financing explained.'),
  pub('/residential', 'Investment Property', 'Financing a rental or investment property.'),
  pub('/foreclosed', 'Buying a Foreclosed Home', 'How to finance a foreclosed home and what to check first.'),

  // Refinance
  pub('/lowerpayment', 'Lower Your Monthly Payment', 'Refinance to lower your monthly mortgage payment.'),
  pub('/reducerate', 'Reduce Your Current Rate', 'When refinancing to a lower interest rate pays off.'),
  pub('/payoff', 'Pay Off Your Mortgage Sooner', 'Shorten your loan term and save on interest.'),
  pub('/convert', 'Convert to a Fixed Rate', 'Move from an adjustable-rate mortgage to a fixed rate.'),
  pub('/consolidate', 'Debt Consolidation', 'Use your home equity to consolidate higher-interest debt.'),
  pub('/prepare', 'Prepare for Refinancing', 'What to gather and check before you refinance.'),
  pub('/steps', 'Steps to Refinance', 'The refinancing process step by step.'),

  // Mortgage Tools
  pub('/loanprocess', 'Mortgage Process', 'From pre-qualification to closing: how our mortgage process works.'),
  pub('/mortgagerates', 'Mortgage Rates', "Today's estimated purchase and refinance mortgage rates."),
  pub('/mortgagecalculator', 'Mortgage Calculator', 'Estimate your monthly mortgage payment.'),
  pub('/refinancecalculator', 'Refinance Calculator', 'See what refinancing could save you each month.'),
  pub('/principalcalculator', 'Principal Calculator', 'Find the loan amount a monthly payment can carry.'),
  pub('/extrapayment', 'Extra Payment Calculator', 'See how extra payments shorten your loan and cut interest.'),
  pub('/incometoqualify', 'Income to Qualify', 'Estimate the income you need to qualify for a loan.'),
  pub('/affordability', 'How Much Can I Afford?', 'Estimate the home price that fits your budget.'),
  pub('/taxbenefit', 'Tax Benefits of Buying', 'Estimate the tax benefits of owning a home.'),
  pub('/apr', "What's My Annual Rate?", 'Work out the annual percentage rate (APR) of a loan.'),
  pub('/faq', 'Frequently Asked Questions', 'Answers to common questions about mortgages and pre-approval.'),

  // Loan Options
  pub('/thirty', '30 Year Fixed Rate', 'A 30-year fixed-rate mortgage: a steady payment for the life of the loan.'),
  pub('/fha', 'FHA Loans', 'FHA loans with down payments as low as 3.5%.'),
  pub('/va', 'VA Loans', 'VA home loans for veterans and service members.'),
  pub('/reverse', 'Reverse Mortgages', 'Reverse mortgages for homeowners 62 and older.'),
  pub('/usda', 'USDA Loans', 'USDA loans for eligible rural and suburban homes.'),
  pub('/conventional', 'Conventional Financing', 'Conventional mortgages for buyers with solid credit.'),
  pub('/jumbo', 'Jumbo Loans', 'Jumbo loans for amounts above the conforming limit.'),
  pub('/renovation', 'Renovation Loans', 'Finance a home and its renovation in one loan.'),
  pub('/nonqm', 'Non-QM Loans', 'Non-qualified mortgages for self-employed and non-traditional borrowers.'),

  // More
  pub('/stats', 'Lending Statistics', 'Harbor Oak Mortgage lending statistics.'),
  pub('/about', 'About Us', 'Who we are: a licensed US mortgage lender since 2013.'),
  pub('/career', 'Careers', 'Open positions at Harbor Oak Mortgage.'),
  pub('/blogs', 'Blogs', 'Articles about mortgages, home buying and refinancing.'),
  pub('/reviews', 'Reviews & Feedback', 'What our customers say about us.'),
  pub(
    '/contact',
    'Contact Us',
    'Contact Harbor Oak Mortgage by phone, e-mail or our contact form.',
    'contact/ContactPage',
  ),

  // Others
  pub('/support', 'Help & Support', 'Get help with your account or your loan.', 'support/SupportPage'),
  pub('/becomebranch', 'Become a Branch', 'Apply to open a Harbor Oak Mortgage branch.'),
  pub('/findlo', 'Find a Loan Officer', 'Find a licensed loan officer in your state.'),
  pub('/terms', 'Terms of Use', 'The terms of use of this website.'),
  pub('/privacy', 'Privacy Statement', 'How we collect, use and protect your information.'),
  pub('/branch', 'Branch Locations', 'Our corporate office and branch offices.'),
  pub('/disclosure', 'Disclosures and Licenses', 'State licences and consumer disclosures.'),
  pub('/quote', 'Request a Quote', 'Request a personalised mortgage rate quote.'),
  pub('/consent', 'Consent to Electronic Documents', 'Your consent to receive documents electronically.'),
  pub('/blog1', 'Types of Mortgage Loans', 'An overview of the main types of mortgage loans.'),
  pub('/blog2', 'Blockchain in the Mortgage Industry', 'How blockchain technology could change mortgage lending.'),
  pub('/blog3', 'Mortgage Trends for 2023', 'The trends that shaped the mortgage market in 2023.'),
  {
    ...pub('/preapprove', 'Get Pre-Approved', 'Find out how much you can borrow and get a pre-approval letter.'),
    activeWhenSignedIn: true,
  },

  // Signed-in routes
  active('/dashboard', 'Dashboard', 'Your loan applications, requests and notifications.'),
  active('/docview', 'View Documents', 'View the documents of your loan.'),
  active('/docview/:id', 'View Documents', 'View the documents of your loan.'),
  active('/docupload', 'Upload Documents', 'Upload documents for your loan.'),
  active('/docupload/:id', 'Upload Documents', 'Upload documents for your loan.'),
  active('/docapprove', 'Document Approvals', 'Review and approve the documents of your loan.'),
  active('/docapprove/:id', 'Document Approvals', 'Review and approve the documents of your loan.'),
  active('/predocs', 'Pre-Approval Documents', 'Upload documents for your pre-approval.'),
  active('/predocs/:id', 'Pre-Approval Documents', 'Upload documents for your pre-approval.'),
  active('/letter', 'Pre-Approval Letters', 'Your pre-approval letters.'),
  active('/short', '1003 Form - Short Application', 'Apply for a loan with the short application.'),
  session('/saved', 'Saved and Completed Applications', 'Resume a saved application or review a completed one.'),
  session('/stage1', '1003 Form - Personal Details', 'Loan application, step 1: personal details.'),
  session('/stage2', '1003 Form - Loan and Property', 'Loan application, step 2: loan and property.'),
  session('/stage3', '1003 Form - Borrower Information', 'Loan application, step 3: borrower information.'),
  session('/stage4', '1003 Form - Co-Borrower Information', 'Loan application, step 4: co-borrower information.'),
  session('/stage5', '1003 Form - Assets and Liabilities', 'Loan application, step 5: assets and liabilities.'),
  session('/stage6', '1003 Form - Declarations', 'Loan application, step 6: declarations and demographics.'),
  session('/preview', 'Application Preview', 'Review your whole loan application.'),
  session('/download', 'Download Application', 'Download your loan application.'),
  session(
    '/form1003',
    'Uniform Residential Loan Application',
    'Your Uniform Residential Loan Application (Form 1003).',
  ),
  session('/thank', 'Thank You', 'Your application has been submitted.'),
  session('/profile', 'Profile', 'Your account and profile details.'),
  session('/uconsent', 'Consents', 'Your consents, per loan.'),
  session('/uconsent/:id', 'Consents', 'Your consents, per loan.'),
  session('/subscription', 'Subscription Preferences', 'Choose which e-mails you receive from us.'),
];

/** The site name appended to every document title. */
export const SITE_NAME = 'Harbor Oak Mortgage';

/** The document title of a page: '<Page title> | Harbor Oak Mortgage'. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${SITE_NAME}`;
}
