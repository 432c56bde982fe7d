import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { usePopups } from '../popups/usePopups.ts';
import { useSession } from '../session/useSession.ts';
import type { NavLinkItem } from './navigation.ts';

/**
 * A navigation link. A link that needs a complete profile opens Complete Profile Details instead of
 * navigating when the signed-in user's status is not 1; Get Pre-Approved / Resume Saved Form starts pre-approval
 * (the zip question, or the resume question when a form is saved); Complete Application opens the authorization popup.
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
  const { openCompleteProfile, startPreapproval, openAuthorization } = usePopups();

  function onClick(event: MouseEvent) {
    onNavigate();
    if (item.requiresActive && signedIn && !isActive) {
      event.preventDefault();
      openCompleteProfile();
    } else if (item.startsPreapproval) {
      event.preventDefault();
      void startPreapproval('yesNoCancel');
    } else if (item.startsApplication) {
      event.preventDefault();
      openAuthorization();
    }
  }

  return (
    <NavLink to={item.to} className={className} onClick={onClick} end>
      {item.label}
    </NavLink>
  );
}
