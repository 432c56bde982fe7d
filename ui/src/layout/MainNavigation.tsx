import { DisclosureMenu } from './DisclosureMenu.tsx';
import type { NavEntry } from './navigation.ts';
import { NavItemLink } from './NavItemLink.tsx';

/** The header's navigation: top-level links and disclosure menus; only one menu is open at a time. */
export function MainNavigation(props: {
  label: string;
  entries: NavEntry[];
  openMenu: string | null;
  onOpenMenuChange(menu: string | null): void;
  onNavigate(): void;
}) {
  return (
    <nav aria-label={props.label} className="main-nav">
      <ul className="main-nav__list">
        {props.entries.map((entry) => (
          <li key={entry.label} className="main-nav__entry">
            {entry.kind === 'link' ? (
              <NavItemLink item={entry} onNavigate={props.onNavigate} className="main-nav__link" />
            ) : (
              <DisclosureMenu
                label={entry.label}
                open={props.openMenu === entry.label}
                onOpenChange={(open) => props.onOpenMenuChange(open ? entry.label : null)}
              >
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <NavItemLink item={item} onNavigate={props.onNavigate} className="disclosure__link" />
                  </li>
                ))}
              </DisclosureMenu>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
