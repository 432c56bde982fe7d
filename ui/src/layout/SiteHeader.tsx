import { useEffect, useRef, useState } from 'react';
import { LENDER } from 'common';
import { useSavedProgress } from '../session/savedWizard.ts';
import { useSession } from '../session/useSession.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { BrandLogo } from './BrandLogo.tsx';
import { MainNavigation } from './MainNavigation.tsx';
import { PUBLIC_NAVIGATION, signedInNavigation } from './navigation.ts';
import './header.css';

/** The site header: licence and phone bar, brand, navigation (a hamburger panel on narrow screens) and account menu. */
export function SiteHeader() {
  const { signedIn } = useSession();
  const savedProgress = useSavedProgress(signedIn);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // A click outside the header closes any open menu.
    function onPointerDown(event: PointerEvent) {
      if (!headerRef.current?.contains(event.target as Node)) setOpenMenu(null);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const closeAll = () => {
    setOpenMenu(null);
    setPanelOpen(false);
  };

  return (
    <header ref={headerRef} className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <span>NMLS #{LENDER.nmlsId}</span>
          <span className="topbar__hours">Customer service: {LENDER.hours}</span>
          <a href={LENDER.supportPhoneHref} className="topbar__phone">
            Call {LENDER.supportPhone}
          </a>
        </div>
      </div>
      <div className="container masthead">
        <BrandLogo onNavigate={closeAll} />
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={panelOpen}
          aria-controls="site-navigation"
          onClick={() => setPanelOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="nav-toggle__text">Menu</span>
        </button>
        <div id="site-navigation" className={`site-nav${panelOpen ? ' site-nav--open' : ''}`}>
          <MainNavigation
            label={signedIn ? 'Account navigation' : 'Main navigation'}
            entries={signedIn ? signedInNavigation(savedProgress) : PUBLIC_NAVIGATION}
            openMenu={openMenu}
            onOpenMenuChange={setOpenMenu}
            onNavigate={closeAll}
          />
          <AccountMenu openMenu={openMenu} onOpenMenuChange={setOpenMenu} onNavigate={closeAll} />
        </div>
      </div>
    </header>
  );
}
