import { Link } from 'react-router-dom';
import { LENDER } from 'common';
import { yearsOfExperience } from 'ui/content/lendingFacts.ts';

/** The home page's about block: who we are, with the years-of-experience badge and a link to /about. */
export function HomeAbout() {
  const years = yearsOfExperience();
  return (
    <section className="home-about" aria-labelledby="home-about-heading">
      <div className="container home-about__inner">
        <p className="home-about__badge">
          <strong>{years} years</strong>
          <span>of lending experience</span>
        </p>
        <div>
          <h2 id="home-about-heading">About {LENDER.name}</h2>
          <p>
            Since {LENDER.foundedYear} we have helped families buy their first home, move up, refinance and build. We
            are a licensed mortgage lender (NMLS #{LENDER.nmlsId}) with loan officers who explain every figure before
            you sign, and a customer service team you can call at{' '}
            <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a> ({LENDER.hours}).
          </p>
          <Link to="/about" className="home-link">
            More about us
          </Link>
        </div>
      </div>
    </section>
  );
}
