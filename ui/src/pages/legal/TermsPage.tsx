import { Link } from 'react-router-dom';
import { LENDER, lenderAddressLine } from 'common';
import './legal.css';

/** /terms: the terms that govern use of the website and the online account. */
export default function TermsPage() {
  return (
    <div className="container page legal-page">
      <h1>Terms of Use</h1>
      <p className="legal-page__meta">Last updated November 22, 2026</p>
      <p>
        These terms govern your use of this website and of the online account, loan application and document tools it
        offers (together, the &ldquo;site&rdquo;), run by {LENDER.legalName} (NMLS {LENDER.nmlsId}), &ldquo;we&rdquo; or
        &ldquo;us&rdquo;. By using the site you agree to them. If you do not agree, please do not use the site.
      </p>

      <h2>1. Information, not an offer</h2>
      <p>
        Rates, payments, calculators, articles and pre-approval estimates on the site are for information. They are
        estimates based on the details you give and on market conditions when shown; they change without notice and are
        not an offer or a commitment to lend. A pre-approval is conditional. A loan is approved only in writing, after
        we review your application, verify your income, assets and credit, and receive an acceptable appraisal, and its
        terms are those in your Loan Estimate and Closing Disclosure.
      </p>

      <h2>2. Who may use the site</h2>
      <p>
        You must be at least 18 years old and able to enter into a binding contract. The site is meant for people
        seeking a mortgage on property in the United States; we make loans only in the states where we are licensed (see{' '}
        <Link to="/disclosure">Disclosures and Licenses</Link>).
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>Give true, current and complete information, and keep it up to date in your profile.</li>
        <li>
          Keep your password and one-time sign-in codes to yourself. You are responsible for what is done with your
          account until you tell us it may have been misused; call us at once if you think so.
        </li>
        <li>Sign out on shared devices. We may end a session that has been idle.</li>
        <li>
          We may suspend or close an account that is used against these terms, to commit fraud, or to harm the site or
          other users.
        </li>
      </ul>

      <h2>4. What you may not do</h2>
      <ul>
        <li>Apply in someone else&apos;s name or give false information on a loan application. Doing so is a crime.</li>
        <li>Try to reach accounts, records or parts of the site that are not yours.</li>
        <li>Upload files containing malware or anything that is not a document for your loan.</li>
        <li>Scrape, overload or interfere with the site, or get around its security or rate limits.</li>
        <li>Copy or reuse the site&apos;s content for commercial purposes without our written permission.</li>
      </ul>

      <h2>5. Electronic records and communications</h2>
      <p>
        When you agree to our <Link to="/consent">Consent to Electronic Documents</Link>, we give you disclosures and
        loan documents electronically. We may contact you by e-mail, phone or text message at the details you give us
        about your account and your loan. You can choose which marketing e-mails you receive on your{' '}
        <Link to="/subscription">subscription preferences</Link> page.
      </p>

      <h2>6. Privacy</h2>
      <p>
        Our <Link to="/privacy">Privacy Statement</Link> explains what personal information we collect, how we use and
        protect it, and the choices you have. It is part of these terms.
      </p>

      <h2>7. Links to other websites</h2>
      <p>
        The site links to other websites, such as regulators and the NMLS licensing registry. We do not control them and
        are not responsible for their content or their privacy practices.
      </p>

      <h2>8. Our content</h2>
      <p>
        The site&apos;s text, design, logos and software belong to us or our licensors and are protected by copyright
        and trademark law. You may view and print pages for your own personal, non-commercial use.
      </p>

      <h2>9. Disclaimers</h2>
      <p>
        We work to keep the site accurate and available, but we provide it &ldquo;as is&rdquo; and &ldquo;as
        available&rdquo;. To the extent the law allows, we make no warranty that it will be uninterrupted or error-free,
        or that its general information fits your situation. Talk to a loan officer, and to a tax or legal adviser where
        appropriate, before you make a decision.
      </p>

      <h2>10. Limitation of liability</h2>
      <p>
        To the extent the law allows, we are not liable for indirect, incidental or consequential damages that arise
        from your use of the site or from being unable to use it. Nothing in these terms limits rights you have under
        federal or state consumer protection law, or our duties to you under your loan documents.
      </p>

      <h2>11. Governing law</h2>
      <p>
        These terms are governed by federal law and the law of the State of Florida, without regard to its conflict of
        law rules. Your loan documents are governed by the law they name.
      </p>

      <h2>12. Changes to these terms</h2>
      <p>
        We may change these terms. The date at the top shows the latest version; material changes are announced on the
        site or by e-mail. If you keep using the site after a change takes effect, the new terms apply to you.
      </p>

      <h2>13. Contact us</h2>
      <p>
        {LENDER.legalName}, {lenderAddressLine()}. Phone <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a> (
        {LENDER.hours}); e-mail <a href={`mailto:${LENDER.infoEmail}`}>{LENDER.infoEmail}</a>.
      </p>
    </div>
  );
}
