import { usePopups } from 'ui/popups/usePopups.ts';
import { HeroIllustration } from './HeroIllustration.tsx';

/**
 * The home page hero. Get Pre-Qualified starts pre-approval (part 1 §4): with nothing saved the zip popup opens;
 * with saved progress a Yes/No/Cancel question comes first (Yes continues, No starts afresh, Cancel closes).
 */
export function HomeHero() {
  const popups = usePopups();

  return (
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
            <button type="button" className="button" onClick={() => void popups.startPreapproval('yesNoCancel')}>
              Get Pre-Qualified
            </button>
            <button type="button" className="button button--secondary" onClick={popups.openRateQuote}>
              Get a Rate Quote
            </button>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
