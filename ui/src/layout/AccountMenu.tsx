import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePopups } from '../popups/usePopups.ts';
import { useSession } from '../session/useSession.ts';
import { DisclosureMenu } from './DisclosureMenu.tsx';
import { NavItemLink } from './NavItemLink.tsx';

const MENU = 'Account';

/** The Account button's two lines: the greeting above the word Account. */
function AccountLabel({ greeting }: { greeting: string }) {
  return (
    <span className="account__label">
      <span className="account__greeting">{greeting}</span>
      <span>Account</span>
    </span>
  );
}

/** 'Hello, Sign In' or 'Hello, {name}' and the Account menu. */
export function AccountMenu(props: {
  openMenu: string | null;
  onOpenMenuChange(menu: string | null): void;
  onNavigate(): void;
}) {
  const session = useSession();
  const popups = usePopups();
  const navigate = useNavigate();
  const open = props.openMenu === MENU;
  const onOpenChange = (next: boolean) => props.onOpenMenuChange(next ? MENU : null);

  // An item that opens a popup closes the menu, which hides the item: the focus goes to the menu's button first, so
  // the popup hands it back there when it closes (not to the top of the page).
  const menuButton = useRef<HTMLButtonElement>(null);
  function act(action: () => void) {
    menuButton.current?.focus();
    props.onNavigate();
    action();
  }

  // Home first, then the session ends: a session page left signed out would send its visitor to sign in
  // (/?q=<path> with the popup open), which is not where signing out lands (part 1 §4).
  async function logout() {
    props.onNavigate();
    navigate('/');
    await session.logout();
  }

  if (!session.user) {
    return (
      <div className="account">
        <DisclosureMenu
          label={<AccountLabel greeting="Hello, Sign In" />}
          open={open}
          onOpenChange={onOpenChange}
          align="end"
          buttonRef={menuButton}
        >
          <li>
            <button type="button" className="disclosure__link" onClick={() => act(() => popups.openSignIn())}>
              Login/Signup
            </button>
          </li>
          <li>
            <NavItemLink
              item={{ label: 'Help & Support', to: '/support' }}
              onNavigate={props.onNavigate}
              className="disclosure__link"
            />
          </li>
        </DisclosureMenu>
      </div>
    );
  }

  return (
    <div className="account">
      <DisclosureMenu
        label={<AccountLabel greeting={`Hello, ${session.user.name}`} />}
        open={open}
        onOpenChange={onOpenChange}
        align="end"
        buttonRef={menuButton}
      >
        {[
          { label: 'Profile', to: '/profile' },
          { label: 'Help & Support', to: '/support' },
          { label: 'Consents', to: '/uconsent' },
          { label: 'Subscriptions', to: '/subscription' },
        ].map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} onNavigate={props.onNavigate} className="disclosure__link" />
          </li>
        ))}
        <li>
          <button type="button" className="disclosure__link" onClick={() => act(popups.openChangePassword)}>
            Change Password
          </button>
        </li>
        <li>
          <button type="button" className="disclosure__link" onClick={() => void logout()}>
            Logout
          </button>
        </li>
      </DisclosureMenu>
    </div>
  );
}
