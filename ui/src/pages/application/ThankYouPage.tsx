import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LENDER } from 'common';
import { forgetCurrentApplication } from 'ui/session/currentApplication.ts';
import { useSession } from 'ui/session/useSession.ts';
import './application.css';

/** The sentence of part 2 §2.7, word for word. */
export const SUBMITTED_SENTENCE =
  'Your application has been submitted, and you will be hearing from someone from our office soon.';

/**
 * /thank (part 2 §2.7): greets the borrower by name, says the application was submitted and gives the lender's phone
 * for questions; the stored loan id is forgotten on arrival (part 2 §4.1).
 */
export default function ThankYouPage() {
  const { user } = useSession();
  useEffect(() => forgetCurrentApplication(), []);
  const name = user?.name.trim();
  return (
    <div className="container page thank-you">
      <h1>{name ? `Thank you, ${name}!` : 'Thank you!'}</h1>
      <p>{SUBMITTED_SENTENCE}</p>
      <p>
        Questions in the meantime? Call us at <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a> (
        {LENDER.hours}).
      </p>
      <p className="application-note__links">
        <Link to="/dashboard">Go to your dashboard</Link>
        <Link to="/saved">Saved &amp; Completed Applications</Link>
      </p>
    </div>
  );
}
