import { Link } from 'react-router-dom';
import { LENDER, lenderAddressLine } from 'common';
import { ExternalLink } from './ExternalLink.tsx';
import { STATE_LICENSES } from './stateLicenses.ts';
import { TableRegion } from './TableRegion.tsx';
import './legal.css';

const NMLS_CONSUMER_ACCESS = 'https://www.nmlsconsumeraccess.org/';
const TEXAS_SML = 'https://www.sml.texas.gov/';
const CFPB = 'https://www.consumerfinance.gov/';
const CFPB_COMPLAINT = 'https://www.consumerfinance.gov/complaint/';

/** /disclosure: the company's licences by state, the Texas complaint and recovery fund notice, and where to complain. */
export default function DisclosuresPage() {
  return (
    <div className="container page legal-page">
      <h1>Disclosures and Licenses</h1>
      <p>
        {LENDER.legalName} is a mortgage lender licensed in the states listed below. Our company NMLS ID is{' '}
        {LENDER.nmlsId}. You can confirm our licenses, and those of each of our loan officers, on{' '}
        <ExternalLink href={NMLS_CONSUMER_ACCESS}>NMLS Consumer Access</ExternalLink>, the public registry of the
        Nationwide Multistate Licensing System: search for NMLS ID {LENDER.nmlsId}.
      </p>

      <h2>State licenses</h2>
      <TableRegion label="State licenses">
        <table className="data-table">
          <caption>States where we make mortgage loans</caption>
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">License</th>
              <th scope="col">Number</th>
              <th scope="col">Regulator</th>
            </tr>
          </thead>
          <tbody>
            {STATE_LICENSES.map((license) => (
              <tr key={license.state}>
                <th scope="row">{license.state}</th>
                <td>{license.license}</td>
                <td>{license.number}</td>
                <td>
                  <ExternalLink href={license.regulatorUrl}>{license.regulator}</ExternalLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <p>
        We do not make loans on property in states not listed. Loan officers may originate loans only in the states
        where they hold a license; <Link to="/findlo">find a loan officer</Link> licensed in your state.
      </p>

      <h2>Texas: complaints and the recovery fund</h2>
      <div className="legal-notice">
        <p>
          If you have a complaint about a mortgage company or a residential mortgage loan originator, you may file it
          with the Texas Department of Savings and Mortgage Lending. Complete the Department&apos;s complaint form and
          send it to:
        </p>
        <address>
          Texas Department of Savings and Mortgage Lending
          <br />
          2601 North Lamar, Suite 201
          <br />
          Austin, Texas 78705
        </address>
        <p>
          Complaint forms and instructions are on the Department&apos;s website,{' '}
          <ExternalLink href={TEXAS_SML}>www.sml.texas.gov</ExternalLink>. The Department also runs a toll-free consumer
          hotline at <a href="tel:+18772765550">1-877-276-5550</a>.
        </p>
        <p>
          The Department keeps a recovery fund that pays certain actual out-of-pocket damages that borrowers suffer
          because of the acts of licensed residential mortgage loan originators. To be paid from the fund you must file
          a written application with the Department, which investigates it before any claim is paid. More about the
          recovery fund is on the Department&apos;s website,{' '}
          <ExternalLink href={TEXAS_SML}>www.sml.texas.gov</ExternalLink>.
        </p>
      </div>

      <h2>California</h2>
      <p>
        Licensed by the Department of Financial Protection and Innovation under the California Residential Mortgage
        Lending Act.
      </p>

      <h2>Other questions and complaints</h2>
      <p>
        Please tell us first: call <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a> ({LENDER.hours}), write
        to <a href={`mailto:${LENDER.infoEmail}`}>{LENDER.infoEmail}</a>, or write to Compliance, {LENDER.legalName},{' '}
        {lenderAddressLine()}. You may also contact the regulator of your state from the table above, or the Consumer
        Financial Protection Bureau, which takes complaints about mortgages from consumers in every state:{' '}
        <ExternalLink href={CFPB_COMPLAINT}>submit a complaint to the CFPB</ExternalLink> or learn more at{' '}
        <ExternalLink href={CFPB}>consumerfinance.gov</ExternalLink>.
      </p>

      <h2>Equal Housing Lender</h2>
      <p>
        We do business in accordance with the Fair Housing Act and the Equal Credit Opportunity Act. We do not
        discriminate on the basis of race, color, religion, national origin, sex, disability, familial status, marital
        status, age (provided you can enter into a contract), because all or part of your income comes from a public
        assistance program, or because you have in good faith exercised a right under the Consumer Credit Protection
        Act.
      </p>

      <h2>Rates and approvals</h2>
      <p>
        Rates and terms shown on this site are estimates, change without notice and are not a commitment to lend. A loan
        is subject to credit approval, verification of the information you give us, an acceptable appraisal and the
        program&apos;s rules. Read our <Link to="/terms">Terms of Use</Link> and{' '}
        <Link to="/privacy">Privacy Statement</Link>.
      </p>
    </div>
  );
}
