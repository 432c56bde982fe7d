import { BUY_LINKS, LOAN_OPTION_LINKS, REFINANCE_LINKS, TOOLS_LINKS, type NavLinkItem } from 'ui/layout/navigation.ts';

/** The Buy a Home guides, as the menu lists them. */
export const BUY_GUIDES: readonly NavLinkItem[] = BUY_LINKS;

/** The Refinance guides, as the menu lists them. */
export const REFINANCE_GUIDES: readonly NavLinkItem[] = REFINANCE_LINKS;

/** Menu links to the given tool and loan-option paths, in the order given, with the menus' own labels. */
export function toolLinks(...paths: string[]): NavLinkItem[] {
  const all = [...TOOLS_LINKS, ...LOAN_OPTION_LINKS];
  return paths.flatMap((path) => all.filter((link) => link.to === path));
}
