import { Link } from 'react-router-dom';
import { LENDER, lenderAddressLine } from 'common';
import { ExternalLink } from './ExternalLink.tsx';
import { TableRegion } from './TableRegion.tsx';
import './legal.css';

/** One reason a financial company may share personal information, as the federal model privacy notice lists them. */
interface SharingReason {
  reason: string;
  detail: string;
  weShare: 'Yes' | 'No';
  youCanLimit: 'Yes' | 'No' | "We don't share";
}

const SHARING: readonly SharingReason[] = [
  {
    reason: 'For our everyday business purposes',
    detail:
      'such as to process your application and loan, order your credit report and appraisal, respond to court orders and legal investigations, and report to credit bureaus',
    weShare: 'Yes',
    youCanLimit: 'No',
  },
  {
    reason: 'For our marketing purposes',
    detail: 'to offer our own products and services to you',
    weShare: 'Yes',
    youCanLimit: 'Yes',
  },
  {
    reason: 'For joint marketing with other financial companies',
    detail: '',
    weShare: 'No',
    youCanLimit: "We don't share",
  },
  {
    reason: "For our affiliates' everyday business purposes",
    detail: 'information about your transactions and experiences, or about your creditworthiness',
    weShare: 'No',
    youCanLimit: "We don't share",
  },
  {
    reason: 'For our affiliates to market to you',
    detail: '',
    weShare: 'No',
    youCanLimit: "We don't share",
  },
  {
    reason: 'For nonaffiliates to market to you',
    detail: '',
    weShare: 'No',
    youCanLimit: "We don't share",
  },
];

/** /privacy: what personal information we collect, why, how it is protected and shared, and the choices you have. */
export default function PrivacyPage() {
  return (
    <div className="container page legal-page">
      <h1>Privacy Statement</h1>
      <p className="legal-page__meta">Last updated November 22, 2026</p>
      <p>
        Financial companies choose how they share your personal information. Federal law, including the
        Gramm-Leach-Bliley Act, gives you the right to limit some but not all sharing, and requires us to tell you how
        we collect, share and protect your personal information. Please read this statement carefully. It applies to{' '}
        {LENDER.legalName} (NMLS {LENDER.nmlsId}), to this website and to the loans we make.
      </p>

      <h2>What we collect</h2>
      <p>The information we collect depends on what you ask us to do. It can include:</p>
      <ul>
        <li>Your name, address, phone numbers, e-mail address and date of birth.</li>
        <li>Your Social Security number and, where needed, other government identification.</li>
        <li>Income and employment: pay stubs, W-2 forms, tax returns and your employers&apos; names and contacts.</li>
        <li>Assets and debts: bank and investment statements, retirement accounts, gifts, and your payment history.</li>
        <li>Your credit history and credit scores, from consumer reporting agencies with your authorization.</li>
        <li>
          The property: its address, price, appraisal and insurance, and details of your current housing and mortgage.
        </li>
        <li>
          Government monitoring information (ethnicity, race, sex), which federal law asks lenders to collect; giving it
          is your choice.
        </li>
        <li>
          From your use of the site: your device and browser type, IP address, pages viewed and the times of your
          visits, kept in server logs and in your browser&apos;s storage for your session.
        </li>
      </ul>
      <p>
        We collect it from you, from the documents you upload, from consumer reporting agencies, from employers and
        financial institutions that verify what you tell us, from appraisers and title companies, and from public
        records.
      </p>

      <h2>Why we collect it</h2>
      <ul>
        <li>To decide on your pre-approval and loan application and to process, close and service your loan.</li>
        <li>To verify your identity and prevent fraud, as the USA PATRIOT Act and other laws require.</li>
        <li>
          To meet our legal duties: fair lending and Home Mortgage Disclosure Act reporting, examinations by our
          regulators, and responses to lawful requests.
        </li>
        <li>To answer your questions and requests, keep your account secure and improve our site and services.</li>
        <li>To tell you about our own products, if you have not asked us to stop.</li>
      </ul>

      <h2>How we share it</h2>
      <p>
        All financial companies need to share customers&apos; personal information to run their everyday business. The
        table below lists the reasons financial companies can share it, whether we do, and whether you can limit that
        sharing. We do not sell your personal information.
      </p>
      <TableRegion label="Reasons we can share your personal information">
        <table className="data-table">
          <caption>Reasons we can share your personal information</caption>
          <thead>
            <tr>
              <th scope="col">Reason</th>
              <th scope="col">Does {LENDER.name} share?</th>
              <th scope="col">Can you limit this sharing?</th>
            </tr>
          </thead>
          <tbody>
            {SHARING.map((row) => (
              <tr key={row.reason}>
                <th scope="row">
                  {row.reason}
                  {row.detail ? <span>: {row.detail}</span> : null}
                </th>
                <td>{row.weShare}</td>
                <td>{row.youCanLimit}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <p>
        Everyday business sharing goes to the companies that help us make your loan: credit bureaus, appraisers, title
        and settlement agents, mortgage insurers, investors and government agencies that buy or guarantee loans (such as
        Fannie Mae, Freddie Mac, FHA, VA and USDA), loan servicers, and vendors that host our systems or send our mail.
        Each receives only what it needs and is bound by contract to protect it and use it only for our work.
      </p>

      <h2>How we protect it</h2>
      <ul>
        <li>Our site uses encrypted connections (HTTPS) for every page and upload.</li>
        <li>
          Sensitive data such as Social Security numbers and uploaded documents are encrypted where we store them, and
          only staff who work on your loan can open them.
        </li>
        <li>
          Staff are trained in privacy and security, sign in with strong authentication, and their access is logged and
          reviewed.
        </li>
        <li>
          We keep records only as long as the law and our legitimate business needs require, then destroy them securely.
        </li>
        <li>
          We will never ask for your password or a sign-in code by phone or e-mail. If a message claiming to be from us
          asks for one, do not answer it and call us.
        </li>
      </ul>

      <h2>Your choices</h2>
      <ul>
        <li>
          Marketing e-mail: use the unsubscribe link in any marketing e-mail, change your{' '}
          <Link to="/subscription">subscription preferences</Link>, or call us. Messages about your application and loan
          are still sent.
        </li>
        <li>
          Marketing calls: ask us to put you on our internal do-not-call list. We honor the National Do Not Call
          Registry.
        </li>
        <li>
          Your information: you can see and correct your profile online, and ask us for a copy of the information on
          your application or to correct it.
        </li>
        <li>
          If you tell us to limit sharing, your choice applies 30 days after we receive it and stays in effect until you
          tell us otherwise. If you have a joint account, your choice applies to everyone on it unless you tell us
          otherwise.
        </li>
      </ul>
      <p>
        Some states give you more rights. If you live in one of them, we apply its law to the information it covers.
        California residents: information we collect to make and service loans is governed by the Gramm-Leach-Bliley Act
        and the California Financial Information Privacy Act; we do not share it with nonaffiliates for their marketing.
      </p>

      <h2>Children</h2>
      <p>The site is not meant for children under 13 and we do not knowingly collect information from them.</p>

      <h2>Former customers</h2>
      <p>When you are no longer our customer, we continue to share your information as described in this statement.</p>

      <h2>Changes</h2>
      <p>
        We will post any change to this statement on this page with a new date, and send customers a notice where the
        law requires it.
      </p>

      <h2>Questions</h2>
      <p>
        Call <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a> ({LENDER.hours}), e-mail{' '}
        <a href={`mailto:${LENDER.infoEmail}`}>{LENDER.infoEmail}</a>, or write to the Privacy Officer,{' '}
        {LENDER.legalName}, {lenderAddressLine()}. You can learn more about financial privacy from the{' '}
        <ExternalLink href="https://www.consumerfinance.gov/">Consumer Financial Protection Bureau</ExternalLink>.
      </p>
    </div>
  );
}
