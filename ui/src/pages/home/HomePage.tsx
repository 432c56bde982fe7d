import { Link } from 'react-router-dom';
import { LENDER } from '../../../../engine/src/lender.ts';
import { HeroIllustration } from './HeroIllustration.tsx';
import './home.css';

/** The home page: hero with the two main actions and a short trust strip. */
export default function HomePage() {
  const yearsInBusiness = new Date().getFullYear() - LENDER.foundedYear;
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="hero__eyebrow">Purchase · Refinance · Pre-approval</p>
            <h1 id="hero-heading">Home loans made simple</h1>
            <p className="hero__lead">
              Find out what you can afford, compare loan options and apply online with a licensed lender who answers the
              phone when you call.
            </p>
            <div className="hero__actions">
              <Link to="/preapprove" className="button">
                Get Pre-Qualified
              </Link>
              <Link to="/quote" className="button button--secondary">
                Request A Quote
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>
      <section className="trust" aria-label="Why borrowers trust us">
        <ul className="container trust__list">
          <li>
            <strong>NMLS #{LENDER.nmlsId}</strong>
            <span>Licensed mortgage lender</span>
          </li>
          <li>
            <strong>{yearsInBusiness} years</strong>
            <span>In business since {LENDER.foundedYear}</span>
          </li>
          <li>
            <strong>{LENDER.hours}</strong>
            <span>Customer service hours</span>
          </li>
          <li>
            <strong>
              <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a>
            </strong>
            <span>Talk to a loan officer</span>
          </li>
        </ul>
      </section>
    </>
  );
}
