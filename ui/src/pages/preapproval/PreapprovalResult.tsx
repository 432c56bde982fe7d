import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import {
  dollars,
  EQUAL_HOUSING_LINE,
  LENDER,
  LETTER_CONDITIONS,
  letterDate,
  NOT_A_COMMITMENT,
  preapprovalSentence,
  validityDate,
} from 'common';
import { FormMessage } from 'ui/components/FormMessage.tsx';
import { usePopups } from 'ui/popups/usePopups.ts';
import { preapprovalQueries, type PreapprovalResult as Result } from './preapprovalApi.ts';
import { NO_RECORD } from './wizardProgress.ts';

// What only a click on the result asks for (the authorization popup and what it starts, the letter's download) loads
// with that click, so the wizard's first steps do not carry it.
const StartApplicationDialog = lazy(() => import('ui/pages/application/StartApplicationDialog.tsx'));

/** A YYYY-MM-DD day as a UTC date. */
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Step 10 without a record: the spec's message (spelled correctly, decision 2) and a way to start. */
function NoRecord({ message }: { message: string }) {
  const { startPreapproval } = usePopups();
  return (
    <div className="wizard-result">
      <p className="message message--error" role="alert">
        {message}
      </p>
      <p>Start a pre-approval to find out how much you can borrow: it takes about ten minutes.</p>
      <button type="button" className="button" onClick={() => void startPreapproval('yesNoCancel')}>
        Get Pre-Approved
      </button>
    </div>
  );
}

/** The amount is 0: the rule could not approve it, so a loan officer needs more information (decision 9). */
function MoreInformation({ result }: { result: Result }) {
  return (
    <section className="wizard-result" aria-labelledby="result-heading">
      <h2 id="result-heading">We need a little more information</h2>
      <p>
        Thank you, {result.Borrower}. We could not work out a pre-approval amount from the answers you gave, so we need
        a little more information to complete your pre-approval. A loan officer will contact you, or you can reach us
        now:
      </p>
      <ul className="wizard-result__contact">
        <li>
          Call <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a> ({LENDER.hours})
        </li>
        <li>
          E-mail <a href={`mailto:${LENDER.infoEmail}`}>{LENDER.infoEmail}</a>
        </li>
      </ul>
    </section>
  );
}

/** The letter's text, as the PDF says it. */
function LetterText({ result }: { result: Result }) {
  const names = [result.Borrower, result.CoBorrower].filter(Boolean);
  return (
    <article className="wizard-letter" aria-labelledby="letter-heading">
      <p className="wizard-letter__lender">
        <strong>{LENDER.legalName}</strong>
        <br />
        NMLS #{LENDER.nmlsId}
      </p>
      {result.DateOn ? <p>{letterDate(dayOf(result.DateOn))}</p> : null}
      <h3 id="letter-heading">Pre-Approval Letter</h3>
      <p>
        Borrower{names.length > 1 ? 's' : ''}: {names.join(' and ')}
        <br />
        Property: {result.Property}
      </p>
      <p>Dear {names.join(' and ')},</p>
      <p>{preapprovalSentence(LENDER.name, result.LoanAmount)}</p>
      {result.Validitydate ? <p>This pre-approval is valid until {validityDate(dayOf(result.Validitydate))}.</p> : null}
      <h4>Conditions</h4>
      <ul>
        {LETTER_CONDITIONS.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
      <p>{NOT_A_COMMITMENT}</p>
      <p className="wizard-letter__fine">{EQUAL_HOUSING_LINE}</p>
    </article>
  );
}

/**
 * The congratulation with the amount, the letter's download, Fill 1003 Form (which starts the application from this
 * pre-approval) and the letter's text.
 */
function Approved({ result }: { result: Result }) {
  const [authorizing, setAuthorizing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  return (
    <section className="wizard-result" aria-labelledby="result-heading">
      <h2 id="result-heading">Congratulations, {result.Borrower}!</h2>
      <p className="wizard-result__amount">
        You are pre-approved for up to <strong>{dollars(result.LoanAmount)}</strong> with {result.MortgageType}{' '}
        financing.
      </p>
      <div className="wizard-result__actions">
        <button
          type="button"
          className="button"
          aria-busy={busy}
          onClick={async () => {
            if (busy) return;
            setBusy(true);
            const message = await import('./letterFile.ts').then(
              ({ downloadLetter }) => downloadLetter(result.id, `preapproval-letter-${result.refNumber}.pdf`),
              () => 'The letter could not be downloaded. Please check your connection and try again.',
            );
            setProblem(message ?? '');
            setBusy(false);
          }}
        >
          Download pre-approval letter
        </button>
        <button type="button" className="button button--secondary" onClick={() => setAuthorizing(true)}>
          Fill 1003 Form
        </button>
      </div>
      <div role="status" className="wizard-result__status">
        {!result.letterReady ? <p>Your letter PDF is being prepared. It will be ready in a moment.</p> : null}
      </div>
      <FormMessage text={problem} tone="error" />
      <LetterText result={result} />
      {authorizing ? (
        <Suspense fallback={null}>
          <StartApplicationDialog preapprovalId={result.id} onClose={() => setAuthorizing(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Step 10 (part 1 §4): the saved pre-approval loaded by its id. */
export function PreapprovalResult({ id }: { id: number | null }) {
  const result = useQuery(preapprovalQueries.result(id));
  if (id === null) return <NoRecord message={NO_RECORD} />;
  if (result.isError) return <NoRecord message={result.error.message || NO_RECORD} />;
  if (!result.data) return <p role="status">Loading your pre-approval…</p>;
  return result.data.LoanAmount > 0 ? <Approved result={result.data} /> : <MoreInformation result={result.data} />;
}
