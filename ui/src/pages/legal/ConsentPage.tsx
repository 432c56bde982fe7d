import { Link } from 'react-router-dom';
import { LENDER, lenderAddressLine } from 'common';
import './legal.css';

/** /consent: the E-SIGN Act consent to receive disclosures and loan documents electronically. */
export default function ConsentPage() {
  return (
    <div className="container page legal-page">
      <h1>Consent to Electronic Documents</h1>
      <p className="legal-page__meta">Last updated November 22, 2026</p>
      <p>
        The federal Electronic Signatures in Global and National Commerce Act (E-SIGN Act) lets us give you documents
        electronically instead of on paper, and lets you sign them electronically, once you agree. Please read this
        consent and keep a copy. {LENDER.legalName} (&ldquo;we&rdquo;) asks for it before we send you any document
        electronically.
      </p>

      <h2>1. What this consent covers</h2>
      <p>
        By consenting, you agree that we may give you electronically, and that you may sign electronically, every
        document and notice about your pre-approval, loan application and loan that the law requires or allows us to
        give you in writing. That includes, for example:
      </p>
      <ul>
        <li>the loan application (Form 1003) and its updates;</li>
        <li>the Loan Estimate, the Closing Disclosure and any revised versions;</li>
        <li>
          disclosures required by federal and state law, such as the appraisal notice, the notice of your right to a
          copy of the appraisal, the Equal Credit Opportunity Act notice and the privacy notice;
        </li>
        <li>pre-approval letters, requests for documents, and notices of action taken on your application;</li>
        <li>authorizations, such as the authorization to obtain your credit report.</li>
      </ul>
      <p>
        Your consent applies to this application and the loan that results from it. Some documents, such as the
        promissory note and the security instrument you sign at closing, may still need to be signed on paper or before
        a notary, as your state or the closing agent requires.
      </p>

      <h2>2. How we deliver documents</h2>
      <p>
        We post documents to your account on this site and send you an e-mail when a new one is ready. A document is
        delivered when it is posted and we have e-mailed you. You can view, download and print each one from your
        account. Keep copies for your records.
      </p>

      <h2>3. Paper copies</h2>
      <p>
        You may ask for a paper copy of any document at any time, free of charge, by calling{' '}
        <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a> or writing to{' '}
        <a href={`mailto:${LENDER.infoEmail}`}>{LENDER.infoEmail}</a>. Asking for a paper copy does not withdraw your
        consent.
      </p>

      <h2>4. Withdrawing your consent</h2>
      <p>
        You may withdraw this consent at any time, free of charge, on the Consents page of your account, by phone or by
        e-mail as above, or by writing to {LENDER.legalName}, {lenderAddressLine()}. After we process your withdrawal we
        send all further documents on paper by mail to your address on file. Withdrawing does not affect documents
        already delivered electronically, and it may add mailing time to your application; timing rules that depend on
        when you receive a disclosure (for example, the waiting period before closing) then follow the mailing rules.
      </p>

      <h2>5. What you need</h2>
      <p>To receive, open and keep electronic documents you need:</p>
      <ul>
        <li>a computer, tablet or phone with an internet connection;</li>
        <li>
          a current version of Chrome, Edge, Firefox or Safari, with cookies and JavaScript turned on and a secure (TLS
          1.2 or later) connection;
        </li>
        <li>software that opens PDF files, such as your browser&apos;s built-in viewer or a free PDF reader;</li>
        <li>an e-mail account that you check, and</li>
        <li>a printer or enough storage space to keep copies of documents.</li>
      </ul>
      <p>
        If these requirements change in a way that could stop you from opening or keeping documents, we will tell you
        and you may withdraw your consent without charge. By giving consent you confirm that you can open the PDF
        documents in your account and that your device meets these requirements.
      </p>

      <h2>6. Keeping your contact details current</h2>
      <p>
        We send notices to the e-mail address in your account. Please keep it, your phone number and your mailing
        address up to date on your <Link to="/profile">profile</Link> page, or tell us by phone or e-mail. If an e-mail
        to you is returned as undeliverable, we may send documents on paper until you give us a working address.
      </p>

      <h2>7. Each borrower consents</h2>
      <p>
        Every borrower and co-borrower on an application gives this consent separately. If one of you does not consent,
        we send that person&apos;s documents on paper.
      </p>

      <h2>8. Your agreement</h2>
      <p>
        When you accept this consent in your account, you agree to receive documents and to sign electronically as
        described here, and you agree that your electronic signature has the same effect as your signature on paper. See
        also our <Link to="/terms">Terms of Use</Link> and <Link to="/privacy">Privacy Statement</Link>.
      </p>
    </div>
  );
}
