import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { usePopups } from '../popups/usePopups.ts';
import { useSession } from '../session/useSession.ts';
import type { NavLinkItem } from './navigation.ts';

/**
 * A navigation link. A link that needs a complete profile opens Complete Profile Details instead of
 * navigating when the signed-in user's status is not 1.
 */
export function NavItemLink({
  item,
  onNavigate,
  className,
}: {
  item: NavLinkItem;
  onNavigate(): void;
  className?: string;
}) {
  const { signedIn, isActive } = useSession();
  const { openCompleteProfile } = usePopups();

  function onClick(event: MouseEvent) {
    onNavigate();
    if (item.requiresActive && signedIn && !isActive) {
      event.preventDefault();
      openCompleteProfile();
    }
  }

  return (
    <NavLink to={item.to} className={className} onClick={onClick} end>
      {item.label}
    </NavLink>
  );
}
