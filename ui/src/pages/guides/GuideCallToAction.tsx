import { Link } from 'react-router-dom';
import { LENDER } from 'common';
import { StartPreapprovalLink } from 'ui/popups/StartPreapprovalLink.tsx';

/** The closing call to action of every guide: pre-approval, a call to a loan officer, or the finder. */
export function GuideCallToAction() {
  return (
    <section className="guide-cta" aria-labelledby="guide-cta-heading">
      <h2 id="guide-cta-heading">Ready for the next step?</h2>
      <p>
        Find out how much you can borrow in a few minutes, or talk your plans through with a licensed loan officer.
        Calls are free and there is no obligation.
      </p>
      <div className="guide-cta__actions">
        <StartPreapprovalLink className="button">Get Pre-Approved</StartPreapprovalLink>
        <a href={LENDER.supportPhoneHref} className="button button--secondary">
          Talk to a loan officer: {LENDER.supportPhone}
        </a>
        <Link to="/findlo" className="button button--secondary">
          Find a Loan Officer
        </Link>
      </div>
      <p className="guide-cta__hours">Phone hours: {LENDER.hours}.</p>
    </section>
  );
}
