import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { LENDER, lenderAddressLine } from 'common';
import { WhenNearViewport } from '../components/WhenNearViewport.tsx';
import { StartPreapprovalLink } from '../popups/StartPreapprovalLink.tsx';
import { FOOTER_COLUMNS } from './navigation.ts';
import './footer.css';

// The subscribe box loads only when the footer comes into view, keeping it off every page's first load.
const FooterSubscribe = lazy(() => import('./FooterSubscribe.tsx'));

/** The site footer: Subscribe to Updates, contact block, link columns, legal links, licence, Equal Housing Lender line and copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__subscribe">
        <WhenNearViewport minHeight="8rem">
          <FooterSubscribe />
        </WhenNearViewport>
      </div>
      <div className="container site-footer__grid">
        <section className="site-footer__contact" aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="site-footer__heading">
            {LENDER.name}
          </h2>
          <address>
            <p>{lenderAddressLine()}</p>
            <p>
              Phone: <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a>
              <br />
              E-mail: <a href={`mailto:${LENDER.infoEmail}`}>{LENDER.infoEmail}</a>
            </p>
          </address>
          <p>Customer service hours: {LENDER.hours}</p>
          <p className="site-footer__licence">NMLS #{LENDER.nmlsId}</p>
        </section>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={`${column.heading} links`} className="site-footer__column">
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.startsPreapproval ? (
                    <StartPreapprovalLink>{link.label}</StartPreapprovalLink>
                  ) : (
                    <Link to={link.to}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__legal">
        <div className="container site-footer__legal-inner">
          <ul className="site-footer__legal-links">
            <li>
              <Link to="/terms">Terms of Use</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Statement</Link>
            </li>
            <li>
              <Link to="/disclosure">Disclosures &amp; Licenses</Link>
            </li>
          </ul>
          <p className="site-footer__ehl">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M12 2 2 9v2h20V9zM4 12v9h16v-9zm4 3h8v2H8zm0 3h8v1.5H8z" fill="currentColor" />
            </svg>
            Equal Housing Lender. We do business in accordance with the Federal Fair Housing Law and the Equal Credit
            Opportunity Act.
          </p>
          <p>
            © {year} {LENDER.legalName}. All rights reserved. NMLS #{LENDER.nmlsId}.
          </p>
        </div>
      </div>
    </footer>
  );
}
