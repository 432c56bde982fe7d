import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { ConfirmDialog } from 'ui/components/ConfirmDialog.tsx';
import { LOAN_FACTS } from 'ui/content/lendingFacts.ts';
import { usePopups } from 'ui/popups/usePopups.ts';
import { useSession } from 'ui/session/useSession.ts';
import './process.css';

/** The question open on the page, if any. */
type OpenQuestion = 'none' | 'eSignConsent';

const STEPS: { title: string; text: string; action: string }[] = [
  {
    title: 'Pre-Qualify',
    text: 'Tell us where you are looking and answer a few questions about the home, your income and your savings. In about ten minutes you will know what you can borrow, with a pre-approval letter to show sellers.',
    action: 'Get Pre-Qualified',
  },
  {
    title: 'Fill 1003 Form',
    text: 'Complete the Uniform Residential Loan Application (Form 1003) online, at your own pace: save it and come back whenever you like, then sign it electronically.',
    action: 'Fill Online',
  },
  {
    title: 'Apply for Loan',
    text: 'Choose your loan and lock your rate with a licensed loan officer. Upload your documents securely, and follow your loan from processing to closing on your dashboard.',
    action: 'Get Started',
  },
];

/**
 * /loanprocess: three cards. Get Pre-Qualified and Get Started start pre-approval (part 1 §4): with saved progress
 * they first ask whether to continue it; otherwise the zip popup opens. Fill Online starts the 1003 form after an
 * e-sign consent for a signed-in user and sends a visitor to sign in first.
 */
export default function LoanProcessPage() {
  const [question, setQuestion] = useState<OpenQuestion>('none');
  const { startPreapproval } = usePopups();
  const { signedIn } = useSession();
  const navigate = useNavigate();

  const startPreApproval = () => void startPreapproval('confirmCancel');

  function fillOnline() {
    if (signedIn) setQuestion('eSignConsent');
    else navigate({ search: '?q=/stage1' });
  }

  const actions = [startPreApproval, fillOnline, startPreApproval];
  const close = () => setQuestion('none');

  return (
    <div className="container page process-page">
      <h1>Mortgage Process</h1>
      <p className="process-page__intro">
        Three steps from your first question to the keys. Start wherever you are: every step can be saved and finished
        later.
      </p>
      <ol className="process-cards">
        {STEPS.map((step, index) => (
          <li key={step.title} className="process-card">
            <span className="process-card__number" aria-hidden="true">
              {index + 1}
            </span>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
            <button type="button" className="button" onClick={actions[index]}>
              {step.action}
            </button>
          </li>
        ))}
      </ol>

      <section className="process-page__next" aria-labelledby="process-next-heading">
        <h2 id="process-next-heading">What happens after you apply</h2>
        <ol>
          <li>
            Within {LOAN_FACTS.goodFaithEstimateBusinessDays} business days you receive a Loan Estimate with your rate,
            payment and closing costs.
          </li>
          <li>Your loan officer orders the appraisal and title work and asks for any documents still needed.</li>
          <li>An underwriter reviews the file and issues the approval, with any final conditions.</li>
          <li>
            At least 3 business days before closing you receive the Closing Disclosure with the final figures to compare
            with your estimate.
          </li>
          <li>You sign at closing, typically {LOAN_FACTS.closingDays} days after applying, and the home is yours.</li>
        </ol>
      </section>

      {question === 'eSignConsent' ? (
        <ConfirmDialog
          title="Sign your application electronically"
          message={
            <p>
              Your loan application and its disclosures are signed and delivered electronically. By continuing you agree
              to receive and sign them electronically, as described in our{' '}
              <Link to="/consent">Consent to Electronic Documents</Link>.
            </p>
          }
          confirmLabel="I Agree"
          onConfirm={() => navigate(APPLICATION_MANIFEST.stages[0]?.route ?? '/')}
          onDecline={close}
          onDismiss={close}
        />
      ) : null}
    </div>
  );
}
