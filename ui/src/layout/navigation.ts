import { STAGE_PAGES } from 'forms/manifests/stagePages.ts';

/** The 1003's first stage's page: Complete Application starts there. */
const FIRST_STAGE_ROUTE = STAGE_PAGES[0]?.route ?? '/';

/** One link of a navigation menu. */
export interface NavLinkItem {
  label: string;
  to: string;
  /** The link works only for a user whose profile is complete (status 1); others see Complete Profile Details. */
  requiresActive?: boolean;
  /** Instead of following the link: start pre-approval (the zip question, or the resume question first). */
  startsPreapproval?: boolean;
  /** Instead of following the link: Complete Application's authorization popup, which starts a 1003. */
  startsApplication?: boolean;
}

/** A top-level navigation entry: a single link or a disclosure menu of links. */
export type NavEntry = ({ kind: 'link' } & NavLinkItem) | { kind: 'menu'; label: string; items: NavLinkItem[] };

/** Buy a Home menu. */
export const BUY_LINKS: NavLinkItem[] = [
  { label: 'First Home', to: '/firsthome' },
  { label: 'Next Home', to: '/nexthome' },
  { label: 'Build a New Home', to: '/newhome' },
  { label: 'Investment Property', to: '/residential' },
  { label: 'Foreclosed Home', to: '/foreclosed' },
];

/** Refinance menu. */
export const REFINANCE_LINKS: NavLinkItem[] = [
  { label: 'Lower Monthly Payment', to: '/lowerpayment' },
  { label: 'Reduce Current Rate', to: '/reducerate' },
  { label: 'Pay Off Sooner', to: '/payoff' },
  { label: 'Convert to Fixed Rate', to: '/convert' },
  { label: 'Debt Consolidation', to: '/consolidate' },
  { label: 'Prepare for Refinancing', to: '/prepare' },
  { label: 'Steps to Refinance', to: '/steps' },
];

/** Mortgage Tools menu. */
export const TOOLS_LINKS: NavLinkItem[] = [
  { label: 'Mortgage Process', to: '/loanprocess' },
  { label: 'Mortgage Rates', to: '/mortgagerates' },
  { label: 'Mortgage Calculator', to: '/mortgagecalculator' },
  { label: 'Refinance Calculator', to: '/refinancecalculator' },
  { label: 'Principal Calculator', to: '/principalcalculator' },
  { label: 'Extra Payment Calculator', to: '/extrapayment' },
  { label: 'Income to Qualify', to: '/incometoqualify' },
  { label: 'How Much Can I Afford?', to: '/affordability' },
  { label: 'Tax Benefits of Buying', to: '/taxbenefit' },
  { label: "What's My Annual Rate?", to: '/apr' },
  { label: 'FAQ', to: '/faq' },
];

/** Loan Options menu. */
export const LOAN_OPTION_LINKS: NavLinkItem[] = [
  { label: '30 Year Fixed Rate', to: '/thirty' },
  { label: 'FHA Loans', to: '/fha' },
  { label: 'VA Loans', to: '/va' },
  { label: 'Reverse Mortgages', to: '/reverse' },
  { label: 'USDA Loans', to: '/usda' },
  { label: 'Conventional Financing', to: '/conventional' },
  { label: 'Jumbo Loans', to: '/jumbo' },
  { label: 'Renovation Loans', to: '/renovation' },
  { label: 'Non-QM Loans', to: '/nonqm' },
];

/** More menu. */
export const MORE_LINKS: NavLinkItem[] = [
  { label: 'Lending Statistics', to: '/stats' },
  { label: 'About Us', to: '/about' },
  { label: 'Careers', to: '/career' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Reviews', to: '/reviews' },
  { label: 'Contact Us', to: '/contact' },
];

/** The navigation a visitor sees. */
export const PUBLIC_NAVIGATION: NavEntry[] = [
  { kind: 'menu', label: 'Buy a Home', items: BUY_LINKS },
  { kind: 'menu', label: 'Refinance', items: REFINANCE_LINKS },
  { kind: 'menu', label: 'Mortgage Tools', items: TOOLS_LINKS },
  { kind: 'menu', label: 'Loan Options', items: LOAN_OPTION_LINKS },
  { kind: 'menu', label: 'More', items: MORE_LINKS },
];

/** The navigation a signed-in user sees; savedWizard relabels Get Pre-Approved as Resume Saved Form. */
export function signedInNavigation(savedWizard: boolean): NavEntry[] {
  return [
    { kind: 'link', label: 'Dashboard', to: '/dashboard', requiresActive: true },
    {
      kind: 'menu',
      label: 'Documents',
      items: [
        { label: 'View', to: '/docview', requiresActive: true },
        { label: 'Upload', to: '/docupload', requiresActive: true },
        { label: 'Approvals', to: '/docapprove', requiresActive: true },
        { label: 'Pre-Approval Documents', to: '/predocs', requiresActive: true },
      ],
    },
    {
      kind: 'menu',
      label: 'Pre-Approval',
      items: [
        {
          label: savedWizard ? 'Resume Saved Form' : 'Get Pre-Approved',
          to: '/preapprove',
          requiresActive: true,
          startsPreapproval: true,
        },
        { label: 'Pre-Approval Letter', to: '/letter', requiresActive: true },
      ],
    },
    {
      kind: 'menu',
      label: '1003 Form',
      items: [
        { label: 'Complete Application', to: FIRST_STAGE_ROUTE, startsApplication: true },
        { label: 'Short Application', to: '/short', requiresActive: true },
        { label: 'Saved & Completed Applications', to: '/saved' },
      ],
    },
  ];
}

/** Footer link columns. */
export const FOOTER_COLUMNS: { heading: string; links: NavLinkItem[] }[] = [
  { heading: 'Buy a Home', links: BUY_LINKS },
  { heading: 'Refinance', links: REFINANCE_LINKS },
  { heading: 'Loan Options', links: LOAN_OPTION_LINKS },
  {
    heading: 'Company',
    links: [
      ...MORE_LINKS.filter((link) => link.to !== '/contact'),
      { label: 'Find a Loan Officer', to: '/findlo' },
      { label: 'Become a Branch', to: '/becomebranch' },
      { label: 'Branch Locations', to: '/branch' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Get Pre-Approved', to: '/preapprove', startsPreapproval: true },
      { label: 'Request a Quote', to: '/quote' },
      { label: 'Mortgage Rates', to: '/mortgagerates' },
      { label: 'Mortgage Calculator', to: '/mortgagecalculator' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Help & Support', to: '/support' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'API for Integrators', to: '/developers/api' },
    ],
  },
];
