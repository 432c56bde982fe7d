import { LENDER, lenderAddressLine } from 'common';

/** The lender's phone, hours, address and e-mail, beside the contact forms. */
export function LenderContactPanel({ headingId }: { headingId: string }) {
  return (
    <aside className="contact-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Talk to us</h2>
      <dl className="contact-panel__list">
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a>
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{LENDER.hours}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{lenderAddressLine()}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${LENDER.infoEmail}`}>{LENDER.infoEmail}</a>
          </dd>
        </div>
      </dl>
      <p className="contact-panel__nmls">
        {LENDER.legalName}, NMLS {LENDER.nmlsId}
      </p>
    </aside>
  );
}
