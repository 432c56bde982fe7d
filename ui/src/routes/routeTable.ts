import { STAGE_PAGES } from 'forms/manifests/stagePages.ts';
import type { PageArea } from './pageKeys.ts';

/**
 * Every client route of the product (spec part 1 §2 and part 2 §2) in one table. The router, the guards and the
 * document title are driven from here; each route's meta description is in routeDescriptions.ts. The UI build writes
 * both for the server (route-meta.json, ui/vite.config.ts), which puts them into the page it answers with.
 */

/** Who may open a route: anyone, a signed-in user, or a signed-in user whose profile is complete (status 1). */
export type RouteAccess = 'public' | 'session' | 'session+active';

/** One client route. */
export interface AppRoute {
  /** React Router path pattern. */
  path: string;
  /** Page title: the start of the document title (and the h1 of the Complete Profile Details state). */
  title: string;
  access: RouteAccess;
  /** Public route that a signed-in user may open only once the profile is complete (the wizard). */
  activeWhenSignedIn?: boolean;
  /** The page module under ui/src/pages, without the extension (e.g. 'contact/ContactPage'), loaded on demand. */
  page: string;
  /**
   * The form definitions the page draws as it opens (its DefinitionForm's formId): the server hints the browser to
   * fetch them, and a published version's served validators, with the page's scripts (server/src/http/pageMeta.ts).
   */
  forms?: readonly string[];
}

/** Whether a route is in the staff area (/staff and below), drawn in the staff's own frame. */
export function inStaffArea(route: Pick<AppRoute, 'path'>): boolean {
  return route.path === '/staff' || route.path.startsWith('/staff/');
}

/**
 * Where a route's page is loaded from: the signed-in and staff areas' pages (every route whose access is not public,
 * and the staff area's, whose pages sign in themselves) from accountPages.ts, the others from publicPages.ts.
 */
export function pageAreaOf(route: Pick<AppRoute, 'access' | 'path'>): PageArea {
  return route.access !== 'public' || inStaffArea(route) ? 'account' : 'public';
}

/** Paths that only forward to another path. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = { '/preq': '/preapprove' };

const pub = (path: string, title: string, page: string, forms?: readonly string[]): AppRoute => ({
  path,
  title,
  access: 'public',
  page,
  ...(forms ? { forms } : {}),
});

const session = (path: string, title: string, page: string): AppRoute => ({
  path,
  title,
  access: 'session',
  page,
});

const active = (path: string, title: string, page: string): AppRoute => ({
  path,
  title,
  access: 'session+active',
  page,
});

/** The route table. */
export const ROUTES: readonly AppRoute[] = [
  pub('/', 'Home Loans Made Simple', 'home/HomePage'),

  // Buy a Home
  pub('/firsthome', 'Buying Your First Home', 'buy/FirstHomePage'),
  pub('/nexthome', 'Buying Your Next Home', 'buy/NextHomePage'),
  pub('/newhome', 'Build a New Home', 'buy/NewHomePage'),
  pub('/residential', 'Investment Property', 'buy/InvestmentPropertyPage'),
  pub('/foreclosed', 'Buying a Foreclosed Home', 'buy/ForeclosedHomePage'),

  // Refinance
  pub('/lowerpayment', 'Lower Your Monthly Payment', 'refinance/LowerPaymentPage'),
  pub('/reducerate', 'Reduce Your Current Rate', 'refinance/ReduceRatePage'),
  pub('/payoff', 'Pay Off Your Loan Sooner', 'refinance/PayOffSoonerPage'),
  pub('/convert', 'Convert to a Fixed Rate', 'refinance/ConvertToFixedPage'),
  pub('/consolidate', 'Debt Consolidation', 'refinance/DebtConsolidationPage'),
  pub('/prepare', 'Prepare for Refinancing', 'refinance/PrepareRefinancePage'),
  pub('/steps', 'Steps to Refinance', 'refinance/RefinanceStepsPage'),

  // Mortgage Tools
  pub('/loanprocess', 'Mortgage Process', 'process/LoanProcessPage'),
  pub('/mortgagerates', 'Mortgage Rates', 'rates/MortgageRatesPage'),
  pub('/mortgagecalculator', 'Mortgage Calculator', 'calculators/MortgageCalculatorPage'),
  pub('/refinancecalculator', 'Refinance Calculator', 'calculators/RefinanceCalculatorPage'),
  pub('/principalcalculator', 'Principal Calculator', 'calculators/PrincipalCalculatorPage'),
  pub('/extrapayment', 'Extra Payment Calculator', 'calculators/ExtraPaymentCalculatorPage'),
  pub('/incometoqualify', 'Income to qualify?', 'calculators/IncomeToQualifyPage'),
  pub('/affordability', 'How much can I afford?', 'calculators/AffordabilityCalculatorPage'),
  pub('/taxbenefit', 'Tax benefits of buying', 'calculators/TaxBenefitCalculatorPage'),
  pub('/apr', "What's my Annual Rate?", 'calculators/AprCalculatorPage'),
  pub('/faq', 'Frequently Asked Questions', 'faq/FaqPage'),

  // Loan Options
  pub('/thirty', '30 Year Fixed Rate', 'loans/ThirtyYearFixedPage'),
  pub('/fha', 'FHA Loans', 'loans/FhaLoansPage'),
  pub('/va', 'VA Loans', 'loans/VaLoansPage'),
  pub('/reverse', 'Reverse Mortgages', 'loans/ReverseMortgagesPage'),
  pub('/usda', 'USDA Loans', 'loans/UsdaLoansPage'),
  pub('/conventional', 'Conventional Financing', 'loans/ConventionalFinancingPage'),
  pub('/jumbo', 'Jumbo Loans', 'loans/JumboLoansPage'),
  pub('/renovation', 'Renovation Loans', 'loans/RenovationLoansPage'),
  pub('/nonqm', 'Non QM', 'loans/NonQmPage'),

  // More
  pub('/stats', 'Lending Statistics', 'company/LendingStatisticsPage'),
  pub('/about', 'About Us', 'company/AboutPage'),
  pub('/career', 'Careers', 'company/CareersPage'),
  pub('/blogs', 'Blogs', 'blog/BlogsPage'),
  pub('/reviews', 'Reviews & Feedback', 'company/ReviewsPage'),
  pub('/contact', 'Contact Us', 'contact/ContactPage', ['contact']),

  // Others
  pub('/support', 'Help & Support', 'support/SupportPage', ['support']),
  pub('/becomebranch', 'Become a Branch', 'branch/BecomeBranchPage', ['branch']),
  pub('/findlo', 'Find a Loan Officer', 'officers/FindLoanOfficerPage'),
  pub('/terms', 'Terms of Use', 'legal/TermsPage'),
  pub('/privacy', 'Privacy Statement', 'legal/PrivacyPage'),
  pub('/branch', 'Branch Locations', 'company/BranchLocationsPage'),
  pub('/disclosure', 'Disclosures and Licenses', 'legal/DisclosuresPage'),
  pub('/quote', 'Request a Quote', 'quote/QuotePage', ['quote-home']),
  pub('/consent', 'Consent to Electronic Documents', 'legal/ConsentPage'),
  pub('/developers/api', 'API for Integrators', 'developers/ApiReferencePage'),
  pub('/blog1', 'Types of Mortgage Loans', 'blog/MortgageLoanTypesPage'),
  pub('/blog2', 'Blockchain in the Mortgage Industry', 'blog/BlockchainMortgagePage'),
  pub('/blog3', '2023 Mortgage Trends: A Look Back and What Changed Since', 'blog/MortgageTrends2023Page'),
  {
    ...pub('/preapprove', 'Get Pre-Approved', 'preapproval/PreapprovalPage', ['preapproval']),
    activeWhenSignedIn: true,
  },

  // Signed-in routes
  active('/dashboard', 'Dashboard', 'dashboard/DashboardPage'),
  active('/docview', 'View Documents', 'documents/DocumentViewPage'),
  active('/docview/:id', 'View Documents', 'documents/DocumentViewPage'),
  active('/docupload', 'Upload Documents', 'documents/DocumentUploadPage'),
  active('/docupload/:id', 'Upload Documents', 'documents/DocumentUploadPage'),
  active('/docapprove', 'Document Approvals', 'documents/DocumentApprovalPage'),
  active('/docapprove/:id', 'Document Approvals', 'documents/DocumentApprovalPage'),
  active('/predocs', 'Pre-Approval Documents', 'documents/PreapprovalDocumentsPage'),
  active('/predocs/:id', 'Pre-Approval Documents', 'documents/PreapprovalDocumentsPage'),
  active('/letter', 'Pre-Approval Letters', 'preapproval/LetterPage'),
  active('/short', '1003 Form - Short Application', 'application/ShortApplicationPage'),
  session('/saved', 'Saved and Completed Applications', 'application/SavedApplicationsPage'),
  // The 1003's stages, one page each, as its manifest (forms/manifests/application.json) lists them.
  ...STAGE_PAGES.map((stage) => session(stage.route, stage.pageTitle, 'application/StagePage')),
  session('/preview', 'Application Preview', 'application/ApplicationPreviewPage'),
  session('/download', 'Download Application', 'application/ApplicationDownloadPage'),
  session('/form1003', 'Uniform Residential Loan Application', 'application/ApplicationPreviewPage'),
  session('/thank', 'Thank You', 'application/ThankYouPage'),
  session('/profile', 'Profile', 'profile/ProfilePage'),
  session('/uconsent', 'Consents', 'consents/ConsentsPage'),
  session('/uconsent/:id', 'Consents', 'consents/ConsentsPage'),
  session('/subscription', 'Subscription Preferences', 'subscriptions/SubscriptionPage'),

  pub('/unsubscribe', 'Unsubscribe', 'subscriptions/UnsubscribePage'),

  // The lender's staff: their own sign-in (password and authenticator code) and session, apart from borrowers'.
  pub('/staff', 'Staff', 'staff/StaffPipelinePage'),
  pub('/staff/loans/:id', 'Staff: Loan', 'staff/StaffLoanPage'),
  pub('/staff/preapprovals/:id', 'Staff: Pre-approval', 'staff/StaffPreapprovalPage'),
  pub('/staff/members', 'Staff Accounts', 'staff/StaffMembersPage'),
  pub('/staff/forms', 'Staff: Forms', 'staff/StaffFormsPage'),
  pub('/staff/forms/:formId', 'Staff: Form', 'staff/StaffFormPage'),
  pub('/staff/forms/:formId/draft', 'Staff: Draft', 'staff/StaffDraftPage'),
  pub('/staff/accept', 'Set Your Password', 'staff/StaffAcceptPage'),
];

/** The title of the page any other path shows (NotFound.tsx). */
export const NOT_FOUND_TITLE = 'Page not found';

/** The site name appended to every document title. */
export const SITE_NAME = 'Harbor Oak Mortgage';

/** The document title of a page: '<Page title> | Harbor Oak Mortgage'. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${SITE_NAME}`;
}
