import { keyedLoaders, loadPage, type PageModule } from './pageKeys.ts';

/**
 * The public pages, each its own chunk, loaded with the first visit to one of them: their loaders stay out of the
 * shell, so a signed-in page's first download carries none of them (as a public page's carries none of
 * accountPages.ts). The two globs must not overlap: pageModules.test.ts checks the split follows the route table.
 */
export const PUBLIC_PAGES = keyedLoaders(
  import.meta.glob<PageModule>([
    '../pages/**/*Page.tsx',
    '!../pages/**/*.test.tsx',
    '!../pages/application/**',
    '!../pages/consents/**',
    '!../pages/dashboard/**',
    '!../pages/documents/**',
    '!../pages/preapproval/LetterPage.tsx',
    '!../pages/profile/**',
    '!../pages/staff/**',
    '!../pages/subscriptions/SubscriptionPage.tsx',
  ]),
);

/** The page module of a page key of this area; refuses a key that names none. */
export const loadPublicPage = (key: string): Promise<PageModule> => loadPage(PUBLIC_PAGES, key);
