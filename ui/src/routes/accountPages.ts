import { keyedLoaders, loadPage, type PageModule } from './pageKeys.ts';

/**
 * The pages of the signed-in borrower's area and of the staff area (routes whose access is not public), loaded with
 * the first visit to one of them: their loaders stay out of the shell and of a public page's first download (as
 * publicPages.ts's stay out of theirs). pageModules.test.ts checks the split follows the route table's access.
 */
export const ACCOUNT_PAGES = keyedLoaders(
  import.meta.glob<PageModule>([
    '../pages/application/*Page.tsx',
    '../pages/consents/*Page.tsx',
    '../pages/dashboard/*Page.tsx',
    '../pages/documents/*Page.tsx',
    '../pages/preapproval/LetterPage.tsx',
    '../pages/profile/*Page.tsx',
    '../pages/staff/*Page.tsx',
    '../pages/subscriptions/SubscriptionPage.tsx',
  ]),
);

/** The page module of a page key of this area; refuses a key that names none. */
export const loadAccountPage = (key: string): Promise<PageModule> => loadPage(ACCOUNT_PAGES, key);
